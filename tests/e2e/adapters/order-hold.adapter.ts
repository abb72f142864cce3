/**
 * The hold dialog (machines/orders/order-hold.machine.ts) through the order panel of Order Management: `dialog.open`
 * opens a New Order this walk has not used yet and presses Put on hold; the form's reason and note, the dialog's Put on
 * hold, Retry and Cancel. `submitHold` is the hold's PUT; a refusal (the machine's `done` with `ok: false`) is the
 * server's 409 saying the order is already on hold.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { HOLD_MESSAGES } from '../../../contract/orders/order-holds';
import { API_BASE } from '../../../contract/platform/api-paths';
import type { OrderHoldContext } from '../../../machines/orders/order-hold.machine';
import { queryRows } from '../../../server/db/transaction';
import { remountAt, type UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';

const used = new Set<number>();
const current = { id: 0, orderNo: '' };
let db: Parameters<typeof queryRows>[0];

const dialog = (page: Page) => page.getByRole('dialog', { name: `Put order ${current.orderNo} on hold` });
const submit = (page: Page) => dialog(page).locator('.bp6-dialog-footer-actions button').last();
const cancel = (page: Page) => dialog(page).getByRole('button', { name: 'Cancel', exact: true });
const retry = (page: Page) => dialog(page).getByRole('button', { name: 'Retry', exact: true });

async function openFreshOrder(page: Page): Promise<void> {
  const rows = await queryRows<{ id: number; orderNo: string }>(
    db,
    sql`select id::int as id, order_no as "orderNo" from orders where status = 'New Order' and hold_reason is null
    order by id`,
  );
  const next = rows.find((o) => !used.has(o.id));
  if (!next) throw new Error('no New Order left to walk on');
  used.add(next.id);
  Object.assign(current, next);
  await page.evaluate((id) => {
    location.hash = `#/manageOrder/all?order=${id}`;
  }, next.id);
  await page.getByRole('button', { name: /^Put on hold/ }).waitFor();
}

export const orderHoldAdapter: UiAdapter = {
  model: 'order hold',
  walks: true,
  async start(page, _input, portal) {
    if (!db) {
      await portal.db.execute(sql`update orders set status = 'New Order', payment_status = 'success', courier_name = null,
        pickup_at = null, label_generated_at = null, hold_reason = null, version = version + 1
        where id in (select id from orders order by id limit 30)`);
    }
    db = portal.db;
    await remountAt(page, '/manageOrder/all');
    await page.getByRole('tab').first().waitFor();
  },
  events: {
    'dialog.open': async (page) => {
      await openFreshOrder(page);
      await page.getByRole('button', { name: /^Put on hold/ }).click();
    },
    'form.submit': async (page) => {
      await dialog(page).getByRole('radio', { name: 'Address check' }).check({ force: true });
      await dialog(page).getByLabel(/^Note/).fill('PIN and city disagree');
      await submit(page).click();
    },
    'dialog.retry': (page) => retry(page).click(),
    'dialog.close': (page) => cancel(page).click(),
  },
  invokes: {
    submitHold: {
      method: 'PUT',
      url: new RegExp(`${API_BASE}/order-details/\\d+/hold$`),
      answer: (event) => {
        const output = (event as { output?: { ok: boolean; errors?: { message: string }[] } }).output;
        return output && !output.ok ? { status: 409, errors: [{ message: HOLD_MESSAGES.alreadyHeld }] } : undefined;
      },
    },
  },
  states: {
    closed: (page) => expectState(dialog(page), 'the hold dialog', { visible: false }),
    editing: async (page, snapshot: AnyMachineSnapshot) => {
      const { fieldErrors } = snapshot.context as OrderHoldContext;
      await expectState(dialog(page), 'the hold dialog', { visible: true });
      await expectState(submit(page), 'Put on hold', { visible: true, enabled: true });
      await expectState(cancel(page), 'Cancel', { enabled: true });
      await expectState(dialog(page).getByText(HOLD_MESSAGES.alreadyHeld), 'the refusal', {
        visible: fieldErrors.length > 0,
      });
    },
    submitting: async (page) => {
      await expectState(submit(page), 'Put on hold while it is sent', { visible: true, enabled: false });
      await expectState(cancel(page), 'Cancel while it is sent', { visible: true, enabled: false });
    },
    failed: async (page, snapshot: AnyMachineSnapshot) => {
      const { error, retryable } = snapshot.context as OrderHoldContext;
      await expectState(dialog(page).getByText(error ?? ''), 'the failure', { visible: true });
      await expectState(retry(page), 'Retry', { visible: retryable });
      await expectState(cancel(page), 'Cancel', { enabled: true });
    },
  },
};
