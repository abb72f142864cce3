/**
 * The filter panel (machines/platform/filter-panel.machine.ts) through the Promocode list: the model's columns are the list's
 * Code (`name`, text) and Start Date (`startDate`, date). A path starts on the list with no filter and the panel
 * open; each event is the row's control (tick, operator, value, the range's days typed, clear), the footer's Apply
 * and Clear all, or the address changing (`filter.load`, as the back button or a saved view does).
 *
 * The page's clock is held (Playwright's clock), so the 150 ms debounce is a step of its own: while `debouncing`
 * Apply spins and the address still says what was sent before; the debounce's end lets 150 ms pass. A state is
 * checked against the machine's snapshot: every row's tick, operator, value and error, and the address's filter
 * equal to what the machine last sent.
 */
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { CONSTANTS, type FilterDefinition, type PostDataItem } from '../../../contract';
import type { FilterPanelContext, FilterPanelEvent } from '../../../machines/platform/filter-panel.machine';
import { FILTER_DEBOUNCE_DONE } from '../../../machines/platform/filter-panel.model';
import { encodeCriteria } from '../../../src/components/data-table/url-codec';
import { remountAt, type UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';

const panel = (page: Page) => page.getByRole('group', { name: 'Filters' });
const row = (page: Page, column: string) => panel(page).locator(`.filter-row[data-column="${column}"]`);
/** Apply: the footer's last button (while it waits it shows a spinner instead of its name). */
const apply = (page: Page) => panel(page).locator('.filter-panel__footer button').last();
/** The label a model column has on the screen. */
const LABELS: Record<string, string> = { name: 'Code', startDate: 'Start Date' };
const label = (column: string) => LABELS[column] ?? column;
/** `YYYY-MM-DD` as the range inputs take it, `dd-mm-yyyy`. */
const typed = (day: string) => (day ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : '');

/** The address's filter (`q`), as the table keeps it. */
const addressFilter = (page: Page) => new URL(page.url().replace('#/', '')).searchParams.get('q');

async function openPanel(page: Page): Promise<void> {
  if (await panel(page).isVisible()) return;
  await page.getByRole('button', { name: /^Filters/ }).click();
  await panel(page).waitFor();
}

type Ev<T extends FilterPanelEvent['type']> = Extract<FilterPanelEvent, { type: T }>;
const gesture =
  <T extends FilterPanelEvent['type']>(perform: (page: Page, event: Ev<T>) => Promise<void>) =>
  (page: Page, event: EventObject) =>
    perform(page, event as Ev<T>);

/** One row as the snapshot says it is: tick, operator, value(s) and its first error. */
async function checkRow(page: Page, def: FilterDefinition, context: FilterPanelContext): Promise<void> {
  const entry = context.filters[def.column];
  const name = label(def.column);
  const tick = row(page, def.column).getByRole('checkbox');
  if ((await tick.isChecked()) !== entry.ticked) throw new Error(`${name} is ${entry.ticked ? 'not ' : ''}ticked`);
  const operator = await row(page, def.column).getByLabel(`${name} operator`).inputValue();
  if (operator !== (entry.operator ?? ''))
    throw new Error(`${name}'s operator reads '${operator}', not '${entry.operator ?? ''}'`);
  const inputs = entry.operator === 'bw' ? [`${name} from`, `${name} to`] : [`${name} value`];
  for (const [i, input] of inputs.entries()) {
    const want = def.type === 'date' ? typed(entry.value[i] ?? '') : (entry.value[i] ?? '');
    const shown = await row(page, def.column).getByLabel(input, { exact: true }).inputValue();
    if (shown !== want) throw new Error(`${input} reads '${shown}', not '${want}'`);
  }
  const error = context.errors[def.column];
  const alerts = (await row(page, def.column).getByRole('alert').allTextContents()).filter(Boolean);
  const wanted = error ? [error.operator, error.value].filter((m): m is string => Boolean(m)) : [];
  if (JSON.stringify(alerts) !== JSON.stringify(wanted))
    throw new Error(`${name} shows the errors ${JSON.stringify(alerts)}, not ${JSON.stringify(wanted)}`);
}

/** The address holds exactly what the machine last sent. */
async function checkSent(page: Page, sent: readonly PostDataItem[]): Promise<void> {
  const want = sent.length ? encodeCriteria(sent) : null;
  const shown = addressFilter(page);
  if (shown !== want) throw new Error(`the address's filter is ${shown ?? 'none'}, not ${want ?? 'none'}`);
}

const stateCheck = (debouncing: boolean) => async (page: Page, snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as FilterPanelContext;
  await expectState(panel(page), 'the filter panel', { visible: true });
  for (const def of context.definitions) await checkRow(page, def, context);
  await checkSent(page, context.postData);
  const spinning = await apply(page).locator('.bp6-spinner').count();
  if (spinning !== (debouncing ? 1 : 0))
    throw new Error(debouncing ? 'Apply does not show the wait' : 'Apply still shows a wait');
};

export const filterPanelAdapter: UiAdapter = {
  model: 'filter panel',
  walks: true,
  async start(page) {
    // The debounce waits on the page's clock, held once the list is up so the wait is a step of its own.
    if ((page as Page & { clockInstalled?: boolean }).clockInstalled) await page.clock.resume();
    else {
      await page.clock.install();
      Object.assign(page, { clockInstalled: true });
    }
    await remountAt(page, '/promocode');
    await openPanel(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  },
  events: {
    'filter.tick': gesture<'filter.tick'>((page, e) => row(page, e.column).getByRole('checkbox').check()),
    'filter.untick': gesture<'filter.untick'>((page, e) => row(page, e.column).getByRole('checkbox').uncheck()),
    'filter.setOperator': gesture<'filter.setOperator'>(async (page, e) => {
      await row(page, e.column)
        .getByLabel(`${label(e.column)} operator`)
        .selectOption(e.operator);
    }),
    'filter.setValue': gesture<'filter.setValue'>((page, e) =>
      row(page, e.column)
        .getByLabel(`${label(e.column)} value`)
        .fill(Array.isArray(e.value) ? e.value[0] : e.value),
    ),
    'filter.setRange': gesture<'filter.setRange'>(async (page, e) => {
      if (e.from !== undefined)
        await row(page, e.column)
          .getByLabel(`${label(e.column)} from`, { exact: true })
          .fill(typed(e.from));
      if (e.to !== undefined)
        await row(page, e.column)
          .getByLabel(`${label(e.column)} to`, { exact: true })
          .fill(typed(e.to));
      // The range's calendar opened by typing closes, as a person's Escape does; the panel stays.
      await page.keyboard.press('Escape');
      await openPanel(page);
    }),
    'filter.apply': (page) => apply(page).click(),
    'filter.clear': gesture<'filter.clear'>((page, e) =>
      row(page, e.column)
        .getByRole('button', { name: `Clear ${label(e.column)} filter` })
        .click(),
    ),
    'filter.clearAll': (page) => panel(page).getByRole('button', { name: 'Clear all', exact: true }).click(),
    'filter.load': gesture<'filter.load'>(async (page, e) => {
      const criteria = e.applied.map((a) => ({ filterKey: a.key, operation: a.operator, value: [...a.value] }));
      await page.evaluate(
        (q) => {
          location.hash = `#/promocode?q=${q}`;
        },
        encodeCriteria(criteria as PostDataItem[]),
      );
      await openPanel(page);
    }),
    [FILTER_DEBOUNCE_DONE]: (page) => page.clock.runFor(CONSTANTS.filterDebounceMs),
  },
  states: { idle: stateCheck(false), debouncing: stateCheck(true) },
};
