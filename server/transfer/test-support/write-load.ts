/**
 * Test support: writes through a running portal's HTTP API while a backup is taken, remembering when each
 * was sent and acknowledged. Order workers walk orders through the lifecycle (accept … delivered; the label
 * step writes a PDF row); a media worker uploads small images and deletes earlier ones, so files appear and
 * disappear in DATA_DIR/media during the snapshot.
 */
import { sql } from 'drizzle-orm';

import { MEDIA_API } from '../../../contract/media/media';
import { ORDER_API, ORDER_ACTION_SEGMENT, type OrderActionEvent } from '../../../contract/orders/order-processing';
import { multipartBody, solidImage } from '../../media/test-images';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';

/** One acknowledged write: an order action (with the version it left), an upload or a delete of a library item. */
export interface Ack {
  kind: 'order' | 'upload' | 'delete';
  id: number;
  version?: number;
  sentAt: number;
  ackedAt: number;
}

const PATH: OrderActionEvent[] = [
  'order.accept',
  'order.proceedToShipping',
  'order.assignCourier',
  'order.schedulePickup',
  'order.generateLabel',
  'order.markShipped',
  'order.markDelivered',
];

/** Puts the first `count` orders at the start of the lifecycle, paid (set-up before the portal starts; the triggers keep the counts). */
export async function ordersReadyForLoad(db: Db, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update orders set status = 'Pending', payment_status = 'success', payment_method = 'Card',
    courier_name = null, pickup_at = null, label_generated_at = null, awb_no = null, version = version + 1
    where id in (select id from orders order by id limit ${count}) returning id::int as id`,
  );
  return rows.map((row) => row.id).toSorted((a, b) => a - b);
}

export interface WriteLoad {
  acks: Ack[];
  /** Answers other than success or "not allowed in this status" (the test fails on any). */
  errors: string[];
  stop(): Promise<void>;
}

/** Starts `orderWorkers` order walkers over `orderIds` and one media worker against `api` (…/api) as `token`'s user. */
export function startWriteLoad(api: string, token: string, orderIds: readonly number[], orderWorkers = 2): WriteLoad {
  const acks: Ack[] = [];
  const errors: string[] = [];
  const queue = [...orderIds];
  const state = { running: true };
  const auth = { authorization: `Bearer ${token}` };

  const orderWorker = async () => {
    while (state.running && queue.length > 0) {
      const id = queue.shift()!;
      for (const action of PATH) {
        if (!state.running) return;
        const sentAt = Date.now();
        const response = await fetch(`${api}${ORDER_API.action(ORDER_ACTION_SEGMENT[action], id)}`, {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: '{}',
        });
        const isJson = response.headers.get('content-type')?.includes('json');
        const body = isJson
          ? ((await response.json()) as { output?: { order?: { version: number } } })
          : await response.arrayBuffer();
        if (response.status === 409 || response.status === 404) break; // not allowed from this order's status
        if (response.status !== 200) {
          errors.push(`${action} on order ${id}: ${response.status}`);
          break;
        }
        acks.push({
          kind: 'order',
          id,
          version: isJson ? (body as { output: { order: { version: number } } }).output.order.version : undefined,
          sentAt,
          ackedAt: Date.now(),
        });
      }
    }
  };

  const mediaWorker = async () => {
    const uploaded: number[] = [];
    for (let n = 0; state.running; n++) {
      const { body, contentType } = multipartBody([
        {
          filename: `load ${n}.png`,
          contentType: 'image/png',
          content: await solidImage(16, 12, 'png', { r: n % 256, g: (n >> 8) % 256, b: 200 }),
        },
      ]);
      let sentAt = Date.now();
      const upload = await fetch(`${api}${MEDIA_API.list}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': contentType },
        body: new Uint8Array(body),
      });
      if (upload.status !== 200) errors.push(`upload ${n}: ${upload.status} ${await upload.text()}`);
      else {
        const [item] = ((await upload.json()) as { output: { id: number }[] }).output;
        acks.push({ kind: 'upload', id: item.id, sentAt, ackedAt: Date.now() });
        uploaded.push(item.id);
      }
      if (n % 2 === 1 && uploaded.length > 0) {
        const id = uploaded.shift()!;
        sentAt = Date.now();
        const removed = await fetch(`${api}${MEDIA_API.one(id)}`, { method: 'DELETE', headers: auth });
        if (removed.status !== 200) errors.push(`delete ${id}: ${removed.status} ${await removed.text()}`);
        else acks.push({ kind: 'delete', id, sentAt, ackedAt: Date.now() });
      }
    }
  };

  const workers = [...Array.from({ length: orderWorkers }, orderWorker), mediaWorker()];
  return {
    acks,
    errors,
    stop: async () => {
      state.running = false;
      await Promise.all(workers);
    },
  };
}
