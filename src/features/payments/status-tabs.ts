/** A status tab is one `status eq [value]` criterion in the table's filter: choosing a tab swaps it, "All" removes it. */
import type { SearchCriterion } from '../../../contract';

export const ALL_TAB = 'all';

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
