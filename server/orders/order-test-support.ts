/** Helpers for the order-processing API tests: actions by segment, orders put into a status by SQL, PDF text. */
import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';

import {
  ORDER_API,
  ORDER_ACTION_SEGMENT,
  type OrderActionBody,
  type OrderActionEvent,
} from '../../contract/orders/order-processing';
import type { OrderStatus, PaymentStatus } from '../../contract/orders/order-status';
import type { PAYMENT_METHODS } from '../../contract/orders/order';
import type { App } from '../app';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { API_BASE } from '../../contract/platform/api-paths';

/** `PUT /api/order-details/{segment}/{id}` as `token`, with an optional body and Idempotency-Key. */
export function act(
  app: App,
  token: string,
  action: OrderActionEvent,
  id: number,
  body?: OrderActionBody,
  key?: string,
) {
  return app.inject({
    method: 'PUT',
    url: `${API_BASE}${ORDER_API.action(ORDER_ACTION_SEGMENT[action], id)}`,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

export interface OrderSetup {
  status: OrderStatus;
  courier?: boolean;
  pickup?: boolean;
  label?: boolean;
  /** The order's payment; by default a card payment that succeeded (so only the status and stage decide). */
  payment?: { status: PaymentStatus; method: (typeof PAYMENT_METHODS)[number] };
}

/** Puts an order straight into a status, shipping stage and payment (test set-up only; the triggers keep counts right). */
export async function putOrderInto(db: Db, id: number, setup: OrderSetup): Promise<number> {
  const payment = setup.payment ?? { status: 'success', method: 'Card' };
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`update orders set status = ${setup.status},
    payment_status = ${payment.status}, payment_method = ${payment.method},
    courier_name = ${setup.courier ? 'Test courier' : null}, pickup_at = ${setup.pickup ? sql`now()` : null},
    label_generated_at = ${setup.label ? sql`now()` : null}, awb_no = ${setup.label ? 'AWBTEST' : null}, version = version + 1
    where id = ${id} returning version`,
  );
  return row.version;
}

/** Ids of seeded orders, lowest first. */
export async function orderIds(db: Db, count: number, offset = 0): Promise<number[]> {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`select id from orders order by id limit ${count} offset ${offset}`,
  );
  return rows.map((r) => Number(r.id));
}

/** `status → count` by a plain GROUP BY over orders (what the counters must equal). */
export async function groupByCounts(db: Db): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from orders group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The text shown on a PDF's pages: every content stream inflated, each TJ/Tj string decoded (standard fonts: hex). */
export function pdfText(pdf: Uint8Array): string {
  const buffer = Buffer.from(pdf);
  const raw = buffer.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(buffer.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // an image or an uncompressed stream
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      lines.push(
        [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''),
      );
    }
  }
  return lines.join('\n');
}

/** Number of pages of a PDF (its page tree's count). */
export const pdfPageCount = (pdf: Uint8Array) =>
  Number(
    /\/Type \/Pages\s*\/Count (\d+)/.exec(Buffer.from(pdf).toString('latin1'))?.[1] ??
      /\/Count (\d+)/.exec(Buffer.from(pdf).toString('latin1'))?.[1],
  );
