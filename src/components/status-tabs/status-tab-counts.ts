/** What a status tab stands for and the count it shows. */

/** One tab: its id (in the address or the criteria), its label, and the status it selects (none for All). */
export interface StatusTab {
  id: string;
  label: string;
  status?: string;
}

/** A status screen's counts as the server sends them: per status, and the total. */
export interface StatusCounts {
  counts: Partial<Record<string, number>>;
  total: number;
}

/** The tab's count: its status's (0 when the server lists none), the total for All, undefined while loading. */
export function countOfTab(tab: StatusTab, counts: StatusCounts | undefined): number | undefined {
  if (!counts) return undefined;
  return tab.status === undefined ? counts.total : (counts.counts[tab.status] ?? 0);
}

/** All, then a tab per status; `slug` makes a status's tab id, `label` its title. */
export function statusTabs<S extends string>(
  statuses: readonly S[],
  {
    slug = (s: S) => s,
    label = (s: S) => s as string,
  }: {
    slug?: (status: S) => string;
    label?: (status: S) => string;
  } = {},
): StatusTab[] {
  return [
    { id: ALL_TAB, label: 'All' },
    ...statuses.map((status) => ({ id: slug(status), label: label(status), status })),
  ];
}

/** The id of the tab that shows every status. */
export const ALL_TAB = 'all';

/** The status a tab id selects (undefined for All or an unknown id). */
export const statusOfTab = (tabs: readonly StatusTab[], id: string): string | undefined =>
  tabs.find((t) => t.id === id)?.status;
