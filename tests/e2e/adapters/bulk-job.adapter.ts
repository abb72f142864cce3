/**
 * The bulk job (machines/platform/bulk-job.machine.ts) through Order Management's bulk action menu: `bulk.request` ticks the
 * first rows of the New Order tab (fresh, paid orders this walk has not used) and picks the action from "Bulk
 * action"; the Confirmation's reason, OK and Cancel; the bulk dialog's Retry, Retry failed and Close. `startBulk` is
 * the job's POST, `retryBulk` its retry's, and `watchJob` the screen's readings of the job (GET, polled): they are
 * held while the job runs, and each `bulk.progress` of the path lets them through.
 *
 * So that a reading says what the path's progress says, the server's job is held too: this portal's queue keeps
 * each bulk job waiting (as a queue whose workers are busy would) until a finished progress lets it run, with one
 * order made to fail (a trigger refuses its update: the technical error the server gives for it). PostgreSQL's row
 * lock is not the hold here: the test portal's connections have a 5 s statement timeout, which fails the held order
 * on a loaded machine before the path says so; and PGlite cannot lock against its own one connection.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { API_BASE } from '../../../contract/platform/api-paths';
import { MESSAGES, ORDER_MESSAGES } from '../../../contract';
import { ORDER_ACTION_LABELS } from '../../../contract/orders/order-status';
import type { BulkJob } from '../../../contract/orders/order-processing';
import type { BulkJobContext, BulkJobEvent } from '../../../machines/platform/bulk-job.machine';
import { needsReason } from '../../../machines/orders/order-actions.machine';
import { queryRows } from '../../../server/db/transaction';
import { BULK_JOB_KIND } from '../../../server/orders/bulk-runner';
import { TIMEOUT_SCALE } from '../../support/e2e';
import type { RunningPortal } from '../../support/portal';
import { settled } from '../../paths/walk';
import type { UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';

let portal: RunningPortal;
/** The bulk jobs the queue keeps waiting, each started by its function. */
const waiting: (() => Promise<void>)[] = [];
/** The orders the walk has ticked (set aside at the next start: a job sent at a path's end may still come), and this path's. */
const used = new Set<string>();
let ticked: string[] = [];

const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Confirmation' });
const confirmButton = (page: Page, name: string) => confirmation(page).getByRole('button', { name, exact: true });
const bulkDialog = (page: Page) => page.locator('.bulk-dialog');
// By its text: a loading button's name starts with its spinner's ("loading Retry failed").
const footerButton = (page: Page, text: string) =>
  bulkDialog(page).locator('.bp6-dialog-footer button', { hasText: new RegExp(`^${text}$`) });
/** The dialog's error; any error when `message` is null. */
const callout = (page: Page, message: string | null) =>
  message === null
    ? bulkDialog(page).locator('.bp6-callout')
    : bulkDialog(page).locator('.bp6-callout').getByText(message, { exact: true });
const tally = (page: Page) => bulkDialog(page).getByLabel('Tally');

/** Once per portal: bulk jobs wait in its queue until let go, and an order listed in walk_failing_orders cannot be updated. */
async function prepare(running: RunningPortal): Promise<void> {
  portal = running;
  const queue = portal.app.jobs;
  const enqueue = queue.enqueue.bind(queue);
  queue.enqueue = async (kind, id) => {
    if (kind === BULK_JOB_KIND) waiting.push(() => enqueue(kind, id));
    else await enqueue(kind, id);
  };
  await portal.db.execute(sql`create table walk_failing_orders (order_id bigint primary key)`);
  await portal.db.execute(
    sql.raw(`create function walk_fail_order() returns trigger language plpgsql as $$ begin
      if exists (select 1 from walk_failing_orders where order_id = old.id) then raise exception 'order % fails on purpose (UI walk)', old.id; end if;
      return new; end $$`),
  );
  await portal.db.execute(
    sql`create trigger walk_fail_order before update on orders for each row execute function walk_fail_order()`,
  );
  // Every New Order is paid (any one may be ticked), and there are enough for every path (3 each: 14 paths).
  await portal.db.execute(sql`update orders set status = 'New Order', payment_status = 'success', courier_name = null, pickup_at = null,
    label_generated_at = null, version = version + 1 where id in (select id from orders where status <> 'New Order' order by id limit 50)`);
  await portal.db.execute(
    sql`update orders set payment_status = 'success', version = version + 1 where status = 'New Order'`,
  );
}

/** Lets every waiting job run to its end. */
async function letJobsRun(): Promise<void> {
  for (const start of waiting.splice(0)) await start();
  await settled(async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      portal.db,
      sql`select count(*)::int as n from bulk_jobs where status = 'running'`,
    );
    if (Number(n) > 0) throw new Error(`${n} bulk jobs still running`);
    // A loaded CI machine (a fresh-clone run at 1.7 times its idle length) took more than 30 s here.
  }, 60_000 * TIMEOUT_SCALE);
}

/** What the path's progress says, made true on the server before the screen's held reading goes through. */
async function progressAs(event: BulkJobEvent): Promise<undefined> {
  if (event.type !== 'bulk.progress' || event.job.status !== 'finished') return undefined; // the job keeps waiting
  if (event.job.tally.failed > 0) {
    // The job's first order fails (as often as the job runs it), the rest go through.
    await portal.db.execute(sql`insert into walk_failing_orders select order_id from bulk_job_items where job_id = (select i.job_id
        from bulk_job_items i join orders o on o.id = i.order_id join bulk_jobs j on j.id = i.job_id where o.order_no = ${ticked[0]}
        order by j.created_at desc limit 1)
      order by position limit ${event.job.tally.failed} on conflict do nothing`);
  }
  await letJobsRun();
  return undefined;
}

/** The tally a person reads: "settled of total" and a tag per outcome. */
async function expectTally(page: Page, job: BulkJob): Promise<void> {
  const settledCount = job.total - job.tally.pending;
  await expectState(
    tally(page).getByText(`${settledCount} of ${job.total}`, { exact: true }),
    `the tally '${settledCount} of ${job.total}'`,
    { visible: true },
  );
  for (const [outcome, label] of [
    ['done', 'Done'],
    ['not_allowed', 'Not allowed'],
    ['failed', 'Failed'],
    ['pending', 'Pending'],
  ] as const) {
    const tag = `${label} ${job.tally[outcome]}`;
    await expectState(tally(page).getByText(tag, { exact: true }), `the tag '${tag}'`, { visible: true });
  }
}

const orderNoOfRow = (page: Page, index: number) =>
  page
    .locator(`.orders-list .bp6-table-quadrant-main .bp6-table-body-cells .bp6-table-cell-row-${index}`)
    .filter({ hasText: /^ORD\d+$/ })
    .first()
    .innerText();

const noDialogs = async (page: Page) => {
  await expectState(confirmation(page), 'the confirmation', { visible: false });
  await expectState(bulkDialog(page), 'the bulk dialog', { visible: false });
};

/** The bulk dialog while the job is on its way: its title, no way to close it, nothing to retry. */
async function expectUnderWay(page: Page, context: BulkJobContext): Promise<void> {
  await expectState(confirmation(page), 'the confirmation', { visible: false });
  await expectState(
    page.getByRole('dialog', { name: `Bulk: ${ORDER_ACTION_LABELS[context.action!]}` }),
    'the bulk dialog',
    { visible: true },
  );
  await expectState(footerButton(page, 'Close'), 'Close while the job is on its way', {
    visible: true,
    enabled: false,
  });
  await expectState(bulkDialog(page).locator('.bp6-dialog-close-button'), "the title bar's close", { visible: false });
  await expectState(footerButton(page, 'Retry'), 'Retry', { visible: false });
}

export const bulkJobAdapter: UiAdapter = {
  model: 'bulk job',
  walks: true,
  async start(page, _input, running) {
    if (portal !== running) await prepare(running);
    // The last path's jobs end, without failures; its orders still in the tab (one that failed) are set aside.
    await portal.db.execute(sql`delete from walk_failing_orders`);
    await letJobsRun();
    await portal.db.execute(sql`update orders set status = 'Cancel by Company', version = version + 1
      where status = 'New Order' and order_no = any(${sql.param([...used])}::text[])`);
    await page.goto(`${page.url().split('#')[0]}#/manageOrder/new-order`);
    await page.reload();
    await page.getByRole('checkbox', { name: 'Select row 3', exact: true }).waitFor();
  },
  events: {
    'bulk.request': async (page, event) => {
      const { action, count } = event as Extract<BulkJobEvent, { type: 'bulk.request' }>;
      ticked = [];
      for (let row = 1; row <= count; row++) {
        await page.getByRole('checkbox', { name: `Select row ${row}`, exact: true }).check({ force: true });
        ticked.push(await orderNoOfRow(page, row - 1));
      }
      ticked.forEach((orderNo) => used.add(orderNo));
      await page.getByRole('button', { name: 'Bulk action' }).click();
      await page.getByRole('menuitem', { name: ORDER_ACTION_LABELS[action], exact: true }).click();
    },
    'reason.change': (page, event) =>
      confirmation(page)
        .getByLabel(/Reason/)
        .fill((event as Extract<BulkJobEvent, { type: 'reason.change' }>).reason),
    'dialog.confirm': (page) => confirmButton(page, 'OK').click(),
    // The Confirmation's Cancel, or the bulk dialog's Close once the job could not start.
    'dialog.cancel': async (page) =>
      ((await confirmation(page).isVisible()) ? confirmButton(page, 'Cancel') : footerButton(page, 'Close')).click(),
    'bulk.retry': (page) => footerButton(page, 'Retry').click(),
    'bulk.retryFailed': (page) => footerButton(page, 'Retry failed').click(),
    'dialog.close': (page) => footerButton(page, 'Close').click(),
  },
  invokes: {
    startBulk: { method: 'POST', url: new RegExp(`${API_BASE}/order-details/bulk$`) },
    retryBulk: { method: 'POST', url: new RegExp(`${API_BASE}/order-details/bulk/[0-9a-f-]+/retry$`) },
    watchJob: {
      method: 'GET',
      url: new RegExp(`${API_BASE}/order-details/bulk/[0-9a-f-]+$`),
      reports: ['bulk.progress'],
      answer: (event) => progressAs(event as BulkJobEvent),
    },
  },
  states: {
    idle: (page) => noDialogs(page),
    confirming: async (page, snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as BulkJobContext;
      await expectState(confirmation(page), 'the confirmation', { visible: true });
      await expectState(
        confirmation(page).getByText(ORDER_MESSAGES.confirmBulk(context.action!, context.count)),
        'the question',
        { visible: true },
      );
      const waitsForReason = needsReason(context.action) && context.reason.trim() === '';
      await expectState(confirmButton(page, 'OK'), 'OK', { visible: true, enabled: !waitsForReason });
      await expectState(confirmButton(page, 'Cancel'), 'Cancel', { visible: true, enabled: true });
      await expectState(confirmation(page).getByLabel(/Reason/), 'the reason', {
        visible: needsReason(context.action),
      });
      await expectState(bulkDialog(page), 'the bulk dialog', { visible: false });
    },
    starting: async (page, snapshot: AnyMachineSnapshot) => {
      await expectUnderWay(page, snapshot.context as BulkJobContext);
      await expectState(tally(page).getByText('Starting…'), 'Starting…', { visible: true });
    },
    failed: async (page, snapshot: AnyMachineSnapshot) => {
      const { error } = snapshot.context as BulkJobContext;
      await expectState(callout(page, error), 'the failure', { visible: true });
      await expectState(footerButton(page, 'Retry'), 'Retry', { visible: true, enabled: true });
      await expectState(footerButton(page, 'Close'), 'Close', { visible: true, enabled: true });
    },
    running: async (page, snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as BulkJobContext;
      await expectUnderWay(page, context);
      await expectState(footerButton(page, 'Retry failed'), 'Retry failed while the job runs', { visible: false });
      // Before the first reading "Starting…"; then the job as read (after a retry, its last reading until the next).
      if (context.job) await expectTally(page, context.job);
      else await expectState(tally(page).getByText('Starting…'), 'Starting…', { visible: true });
    },
    finished: async (page, snapshot: AnyMachineSnapshot) => {
      const { job, error } = snapshot.context as BulkJobContext;
      await expectState(confirmation(page), 'the confirmation', { visible: false });
      await expectTally(page, job!);
      const outcomes = bulkDialog(page).getByRole('table', { name: 'Outcomes' });
      await expectState(outcomes, 'the outcomes', { visible: true });
      const failedRows = outcomes.locator('tr[data-outcome="failed"]');
      if ((await failedRows.count()) !== job!.tally.failed)
        throw new Error(`the outcomes list ${await failedRows.count()} failed orders`);
      if (job!.tally.failed > 0)
        await expectState(failedRows.first().getByText(MESSAGES.technicalError), 'why the order failed', {
          visible: true,
        });
      if ((await outcomes.locator('tr[data-outcome="done"]').count()) !== job!.tally.done)
        throw new Error('the outcomes list another count of done orders');
      await expectState(footerButton(page, 'Retry failed'), 'Retry failed', {
        visible: true,
        enabled: job!.tally.failed > 0,
      });
      await expectState(footerButton(page, 'Close'), 'Close', { visible: true, enabled: true });
      await expectState(callout(page, error), 'why the retry failed', { visible: error !== null });
      // The selection is spent once the job ran: the next bulk action starts from what is ticked then.
      await expectState(page.getByText(/^\d+ selected$/), 'the selection the job took', { visible: false });
    },
    retrying: async (page, snapshot: AnyMachineSnapshot) => {
      await expectUnderWay(page, snapshot.context as BulkJobContext);
      await expectState(footerButton(page, 'Retry failed'), 'Retry failed while it is sent', {
        visible: true,
        enabled: false,
      });
    },
  },
};
