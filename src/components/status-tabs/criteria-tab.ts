/**
 * A status tab kept in the table's filter (payments): the tab is one `status eq [value]` criterion, so it
 * lives in the URL, shows in the filter panel, and export and saved views follow it. Choosing a tab swaps
 * it, "All" removes it. (Orders and returns keep the tab in the route instead, as the seed's paths do.)
 */
import type { SearchCriterion } from '../../../contract';
import { ALL_TAB } from './status-tab-counts';

/** The tab the criteria show: the status of a single-value status criterion, else "all". */
export function tabOf(criteria: readonly SearchCriterion[]): string {
  const status = criteria.find((c) => c.filterKey === 'status' && c.operation === 'eq');
  const values = status ? (Array.isArray(status.value) ? status.value : [status.value]) : [];
  return values.length === 1 ? String(values[0]) : ALL_TAB;
}

/** The criteria with the tab's status criterion in place of any other status criterion. */
export function withTab(criteria: readonly SearchCriterion[], tab: string): SearchCriterion[] {
  const others = criteria.filter((c) => c.filterKey !== 'status');
  return tab === ALL_TAB ? others : [...others, { filterKey: 'status', operation: 'eq', value: [tab] }];
}
