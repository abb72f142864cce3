/**
 * The calendar reschedule machine (machines/content/calendar-reschedule.machine.ts) through the content calendar: a banner
 * of its own, three months on, is opened and given a start a day later (`move.request`), and the Reschedule dialog
 * confirms, cancels, retries or dismisses; `saveMove` is its POST. Each path starts with the banner back at its day.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { API_BASE } from '../../../contract/platform/api-paths';
import { CALENDAR_API } from '../../../contract/content/calendar';
import { MESSAGES } from '../../../contract/platform/messages';
import { queryRows } from '../../../server/db/transaction';
import { dayStart, stepAnchor, today, visibleDays } from '../../../src/features/content/calendar/calendar-days';
import type { UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';

const TITLE = 'Path walker banner';
const MONTHS_AHEAD = 3;
const HOUR = 3_600_000;
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Reschedule' });
const proceed = (page: Page) => confirmDialog(page).locator('.bp6-dialog-footer-actions button').last();
const cancel = (page: Page) => confirmDialog(page).getByRole('button', { name: 'Cancel', exact: true });
const entry = (page: Page) => page.getByRole('button', { name: new RegExp(`${TITLE}, Slider`) }).first();

/** `dd-mm-yyyy HH:mm` one day after the given one (the field's format, in the shop's zone). */
function dayLater(typed: string): string {
  const [, dd, mm, yyyy, time] = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}:\d{2})$/.exec(typed) ?? [];
  if (!dd) throw new Error(`the start reads '${typed}'`);
  const next = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd) + 1)).toISOString();
  return `${next.slice(8, 10)}-${next.slice(5, 7)}-${next.slice(0, 4)} ${time}`;
}

export const calendarRescheduleAdapter: UiAdapter = {
  model: 'calendar reschedule',
  walks: true,
  async start(page, _input, portal) {
    const anchor = [1, 2, 3].reduce((at) => stepAnchor('month', at, 1), today());
    const starts = new Date(dayStart(visibleDays('month', anchor)[8]) + 10 * HOUR).toISOString();
    const [found] = await queryRows<{ id: number }>(
      portal.db,
      sql`update sliders set starts_at = ${starts}::timestamptz, ends_at = null,
      version = version + 1 where title = ${TITLE} returning id`,
    );
    if (!found) {
      await portal.db.execute(sql`insert into sliders (position, title, link_type, link_url, starts_at, ends_at)
        values ((select coalesce(max(position), 0) + 1 from sliders), ${TITLE}, 'URL', '/sale', ${starts}::timestamptz, null)`);
    }
    await page.goto(`${page.url().split('#')[0]}#/contentCalendar`);
    await page.reload();
    await page.getByRole('heading', { name: 'Content Calendar' }).waitFor();
    for (let i = 0; i < MONTHS_AHEAD; i++) await page.getByRole('button', { name: 'Next month' }).click();
    await entry(page).waitFor();
  },
  events: {
    'move.request': async (page) => {
      await entry(page).click();
      const field = page.getByRole('dialog', { name: `Slider: ${TITLE}` }).getByLabel('Move the start to (IST)');
      await field.fill(dayLater(await field.inputValue()));
      await page
        .getByRole('dialog', { name: `Slider: ${TITLE}` })
        .getByRole('button', { name: 'Move', exact: true })
        .click();
    },
    'dialog.confirm': (page) => proceed(page).click(),
    'dialog.cancel': (page) => cancel(page).click(),
    'move.retry': (page) => proceed(page).click(),
    'move.dismiss': (page) => cancel(page).click(),
  },
  invokes: { saveMove: { method: 'POST', url: new RegExp(`${API_BASE}${CALENDAR_API.reschedule}$`) } },
  states: {
    idle: async (page) => {
      await expectState(confirmDialog(page), 'the Reschedule dialog', { visible: false });
      await expectState(entry(page), `the entry of "${TITLE}"`, { visible: true, enabled: true });
    },
    confirming: async (page) => {
      await expectState(confirmDialog(page).getByText(`Move slider "${TITLE}"?`), 'the question', { visible: true });
      await expectState(proceed(page), 'Move', { visible: true, enabled: true, focused: true });
      await expectState(cancel(page), 'Cancel', { enabled: true });
    },
    saving: async (page) => {
      await expectState(proceed(page), 'Move while the move is saved', { visible: true, enabled: false });
      await expectState(cancel(page), 'Cancel while the move is saved', { visible: true, enabled: false });
    },
    failed: async (page) => {
      await expectState(confirmDialog(page).getByText(MESSAGES.technicalError), 'the error', { visible: true });
      await expectState(proceed(page), 'Retry', { visible: true, enabled: true });
      await expectState(cancel(page), 'Cancel', { enabled: true });
    },
  },
};
