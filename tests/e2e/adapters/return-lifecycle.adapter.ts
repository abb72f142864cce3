/**
 * The return lifecycle (machines/returns/return-lifecycle.machine.ts) through the return actions: each path starts on a
 * request of its own, made in the path's kind and status and opened in its drawer; an action is its toolbar button
 * and the confirmation's OK (a rejection gives its reason, a refund goes to the wallet). A state is the status the
 * drawer shows and exactly the actions the machine allows enabled: a button enabled that the lifecycle forbids fails.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { EventObject } from 'xstate';
import { returnActionLabel } from '../../../contract/returns/returns';
import type { ReturnKind, ReturnStatus } from '../../../contract/orders/order-status';
import { queryRows } from '../../../server/db/transaction';
import { allowedReturnActions } from '../../../machines/returns/return-lifecycle';
import {
  RETURN_ACTIONS,
  type ReturnAction,
  type ReturnLifecycleInput,
} from '../../../machines/returns/return-lifecycle.machine';
import type { UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';

/** The request the current path works on. */
const current: { id: number; kind: ReturnKind } = { id: 0, kind: 'return' };

const drawer = (page: Page) => page.locator('.return-drawer');
const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Confirmation' });
const actionButton = (page: Page, action: ReturnAction) =>
  page
    .getByRole('toolbar', { name: 'Actions' })
    .getByRole('button', { name: returnActionLabel(action, current.kind), exact: true });
/** The actions the drawer offers for the kind (a return is never replaced, an exchange never refunded). */
const offered = (kind: ReturnKind) =>
  RETURN_ACTIONS.filter((a) => (kind === 'return' ? a !== 'return.replace' : a !== 'return.refund'));

async function perform(page: Page, event: EventObject): Promise<void> {
  const action = event.type as ReturnAction;
  await actionButton(page, action).click();
  if (action === 'return.reject')
    await confirmation(page)
      .getByLabel(/Reason/)
      .fill('Outside the return window');
  await confirmation(page).getByRole('button', { name: 'OK', exact: true }).click();
  await confirmation(page).waitFor({ state: 'detached' });
}

/** The check of one status: shown in the drawer, with exactly the allowed actions enabled. */
const statusCheck = (status: ReturnStatus) => async (page: Page) => {
  const tag = drawer(page).getByLabel('Status');
  await expectState(tag, 'the status', { visible: true });
  const shown = (await tag.textContent())?.trim();
  if (shown !== status) throw new Error(`the drawer shows the status '${shown}'`);
  const allowed = allowedReturnActions({ kind: current.kind, status });
  for (const action of offered(current.kind)) {
    await expectState(actionButton(page, action), returnActionLabel(action, current.kind), {
      visible: true,
      enabled: allowed.includes(action),
    });
  }
};

const STATUSES: ReturnStatus[] = ['requested', 'approved', 'rejected', 'cancelled', 'received', 'refunded', 'replaced'];

export const returnLifecycleAdapter: UiAdapter = {
  model: 'return lifecycle',
  walks: true,
  async start(page, input, portal) {
    const { kind, status } = input as ReturnLifecycleInput;
    const [made] = await queryRows<{ id: number }>(
      portal.db,
      sql`
      insert into returns (order_id, kind, status, reason, amount)
      select id, ${kind}, ${status}, 'Walked by the path tests', total from orders where status = 'Delivered' order by id limit 1
      returning id::int as id`,
    );
    if (!made) throw new Error('no delivered order to return');
    Object.assign(current, { id: made.id, kind });
    await page.goto(
      `${page.url().split('#')[0]}#/manage${kind === 'return' ? 'Return' : 'Exchange'}/all?request=${made.id}`,
    );
    await drawer(page).getByLabel('Status').waitFor();
  },
  events: Object.fromEntries(RETURN_ACTIONS.map((action) => [action, perform])),
  states: Object.fromEntries(STATUSES.map((status) => [status, statusCheck(status)])),
};
