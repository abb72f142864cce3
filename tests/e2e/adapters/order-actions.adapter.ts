/**
 * The order actions (machines/orders/order-actions.machine.ts) through the order panel of Order Management: an
 * `action.request` opens a New Order this walk has not used yet (one the lifecycle lets proceed and cancel, so a
 * request after a done one is a fresh order, as staff take the next) and presses the action's button; the
 * Confirmation's reason, OK, Cancel and Retry; a request in a chain is made with the screen's queue mode on (off
 * otherwise). `submitAction` is the action's PUT, `reloadOrder` the order's reading after it (or after a conflict,
 * the 409 answered with the stale-version message): before it goes through, the order is made in the database what
 * the path says it is read as (ready to ship, or cancelled meanwhile), so the chain goes on or stops as modelled.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { API_BASE } from '../../../contract/platform/api-paths';
import { ORDER_ACTION_LABELS } from '../../../contract/orders/order-status';
import { ORDER_MESSAGES } from '../../../contract';
import { paymentStateOf, type OrderHead } from '../../../contract/orders/order-processing';
import {
  needsReason,
  type OrderActionsContext,
  type OrderActionsEvent,
  type OrderStanding,
} from '../../../machines/orders/order-actions.machine';
import { queryRows } from '../../../server/db/transaction';
import { remountAt, type UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';

type Candidate = Pick<OrderHead, 'id' | 'orderNo' | 'paymentStatus' | 'paymentMethod'>;
/** The orders this walk has taken, and the one open now. */
const used = new Set<number>();
const current = { id: 0, orderNo: '' };

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirmation' });
const button = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });
const proceed = (page: Page) => dialog(page).locator('.bp6-dialog-footer-actions button').last();
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Order actions' });
const actionButton = (page: Page, label: string) => bar(page).getByRole('button', { name: new RegExp(`^${label}`) });

async function openFreshOrder(page: Page, db: Parameters<typeof queryRows>[0]): Promise<void> {
  const rows = await queryRows<Candidate>(
    db,
    sql`select id::int as id, order_no as "orderNo", payment_status as "paymentStatus",
    payment_method as "paymentMethod" from orders where status = 'New Order' order by id`,
  );
  const next = rows.find((o) => !used.has(o.id) && paymentStateOf(o) === 'settled');
  if (!next) throw new Error('no New Order left to walk on');
  used.add(next.id);
  Object.assign(current, { id: next.id, orderNo: next.orderNo });
  await page.evaluate((id) => {
    location.hash = `#/manageOrder/all?order=${id}`;
  }, next.id);
  await bar(page).waitFor();
  await page.getByText(next.orderNo).first().waitFor();
}

let db: Parameters<typeof queryRows>[0];

const noDialog = (page: Page) => expectState(dialog(page), 'the confirmation', { visible: false });

/** Queue mode as the request asks: on for a chain. */
async function setQueueMode(page: Page, on: boolean): Promise<void> {
  const queueMode = page.getByLabel('Queue mode');
  if ((await queueMode.isChecked()) !== on) await queueMode.setChecked(on, { force: true });
}

/** Makes the open order what the path says the reading finds: ready to ship, or cancelled by someone meanwhile. */
async function standAs(event: { output?: OrderStanding | null }): Promise<undefined> {
  const lifecycle = event.output?.lifecycle;
  if (lifecycle?.status === 'Cancel by Company') {
    await db.execute(
      sql`update orders set status = 'Cancel by Company', version = version + 1 where id = ${current.id}`,
    );
  } else if (lifecycle?.labelGenerated) {
    await db.execute(sql`update orders set courier_name = coalesce(courier_name, 'Delhivery'), pickup_at = coalesce(pickup_at, now()),
      label_generated_at = coalesce(label_generated_at, now()), version = version + 1 where id = ${current.id}`);
  }
  return undefined;
}

export const orderActionsAdapter: UiAdapter = {
  model: 'order actions',
  walks: true,
  async start(page, _input, portal) {
    if (!db) {
      // Enough New Orders, paid and not yet shipped, for every request the paths make (each takes a fresh one).
      await portal.db.execute(sql`update orders set status = 'New Order', payment_status = 'success', courier_name = null,
        pickup_at = null, label_generated_at = null, version = version + 1
        where id in (select id from orders where status in ('Pending', 'Delivered') order by id limit 30)`);
    }
    db = portal.db;
    await remountAt(page, '/manageOrder/all');
    await page.getByRole('tab').first().waitFor();
  },
  events: {
    'action.request': async (page, event) => {
      const { action, chain } = event as Extract<OrderActionsEvent, { type: 'action.request' }>;
      await setQueueMode(page, chain === true);
      await openFreshOrder(page, db);
      await actionButton(page, ORDER_ACTION_LABELS[action]).click();
    },
    'reason.change': (page, event) =>
      dialog(page)
        .getByLabel(/Reason/)
        .fill((event as Extract<OrderActionsEvent, { type: 'reason.change' }>).reason),
    'dialog.confirm': (page) => button(page, 'OK').click(),
    // Cancel, or Close once a refusal left nothing else to do.
    'dialog.cancel': (page) =>
      dialog(page)
        .getByRole('button', { name: /^(Cancel|Close)$/ })
        .click(),
    'action.retry': (page) => button(page, 'Retry').click(),
  },
  invokes: {
    submitAction: { method: 'PUT', url: new RegExp(`${API_BASE}/order-details/[a-z-]+/\\d+$`) },
    reloadOrder: {
      method: 'GET',
      url: new RegExp(`${API_BASE}/order-details/\\d+$`),
      every: true,
      answer: (event) => standAs(event as { output?: OrderStanding | null }),
    },
  },
  states: {
    idle: (page) => noDialog(page),
    confirming: async (page, snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as OrderActionsContext;
      await expectState(dialog(page), 'the confirmation', { visible: true });
      await expectState(
        dialog(page).getByText(ORDER_MESSAGES.confirmAction(context.action!, current.orderNo)),
        'the question',
        { visible: true },
      );
      const waitsForReason = needsReason(context.action) && context.reason.trim() === '';
      await expectState(button(page, 'OK'), 'OK', { visible: true, enabled: !waitsForReason });
      await expectState(button(page, 'Cancel'), 'Cancel', { enabled: true });
      await expectState(dialog(page).getByLabel(/Reason/), 'the reason', { visible: needsReason(context.action) });
    },
    submitting: async (page) => {
      await expectState(proceed(page), 'OK while the action is sent', { visible: true, enabled: false });
      await expectState(button(page, 'Cancel'), 'Cancel while the action is sent', { visible: true, enabled: false });
    },
    failed: async (page, snapshot: AnyMachineSnapshot) => {
      const { error, retryable } = snapshot.context as OrderActionsContext;
      await expectState(dialog(page).getByText(error ?? ''), 'the failure', { visible: true });
      // Retry only where sending again may work (a 5xx); a refusal (a 403) leaves only Close, focused.
      await expectState(button(page, 'Retry'), 'Retry', { visible: retryable });
      if (retryable) await expectState(button(page, 'Cancel'), 'Cancel', { enabled: true });
      else await expectState(button(page, 'Close'), 'Close', { enabled: true, focused: true });
    },
    reloading: async (page) => {
      await noDialog(page);
      // The conflict's message is told, and the order is read again (the held reading).
      await expectState(page.getByText(/changed by someone else/).first(), 'the conflict message', { visible: true });
    },
    settling: async (page, snapshot: AnyMachineSnapshot) => {
      const { action, chain } = snapshot.context as OrderActionsContext;
      // In a chain the confirmation stays, busy, until it asks the next step; alone it has closed.
      if (chain)
        await expectState(proceed(page), 'OK while the order is read again', { visible: true, enabled: false });
      else await noDialog(page);
      // Told at once; the order is being read again (the held reading) before anything else is asked.
      await expectState(
        page.getByText(ORDER_MESSAGES.actionDone(action!, current.orderNo)).first(),
        'the done message',
        { visible: true },
      );
      await expectState(
        bar(page).getByRole('button', { name: /^Cancel order/ }),
        'the actions while the order is read again',
        { enabled: false },
      );
    },
    done: async (page, snapshot: AnyMachineSnapshot) => {
      const { action } = snapshot.context as OrderActionsContext;
      await noDialog(page);
      await expectState(
        page.getByText(ORDER_MESSAGES.actionDone(action!, current.orderNo)).first(),
        'the done message',
        { visible: true },
      );
    },
  },
};
