/**
 * MANAGE_RETURN/{tab} and MANAGE_EXCHANGE/{tab}: a tab per status with its count (All first), the dense
 * table of the kind (the kind and the tab's status are fixed criteria the filter panel does not show),
 * and the open request in a drawer.
 */
import { Button, Tab, Tabs } from '@blueprintjs/core';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useHasPermission } from '../../lib/session/hooks';
import { filterDefinitionsOf, routePath, type RouteName, type SearchCriterion } from '../../../contract';
import { RETURN_STATUSES, type ReturnKind, type ReturnStatus } from '../../../contract/order-status';
import { returnResource, type ReturnStatusCounts } from '../../../contract/returns';
import { DataTable, useTableUrlState, type TableState } from '../../components/data-table';
import { FilterPanel } from '../../components/filter-panel/FilterPanel';
import { ScreenHeader } from '../../components/ScreenHeader';
import { StatusTabPanel } from '../../components/StatusTabPanel';
import { useKnownTab } from '../../components/use-known-tab';
import { formatCount } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useLiveCounters } from '../../lib/use-live-counters';
import { ReturnDrawer } from './ReturnDrawer';
import { returnKeys, useReturnCounts } from './returns-api';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './returns.css';

/** All first, then the statuses the kind can reach (a return is never replaced, an exchange never refunded). */
const TABS: Record<ReturnKind, string[]> = {
  return: ['all', ...RETURN_STATUSES.filter((s) => s !== 'replaced')],
  exchange: ['all', ...RETURN_STATUSES.filter((s) => s !== 'refunded')],
};
const STATUS_OF_TAB = new Map<string, ReturnStatus>(RETURN_STATUSES.map((s) => [s, s]));
// Kind is the screen's, not the user's: the filter panel leaves it out.
const definitions = filterDefinitionsOf(returnResource).filter((d) => d.column !== 'kind');
const SCREEN: Record<ReturnKind, { route: RouteName; title: string }> = {
  return: { route: 'MANAGE_RETURN', title: 'Return' },
  exchange: { route: 'MANAGE_EXCHANGE', title: 'Exchange' },
};
const tabTitle = (tab: string) => (tab === 'all' ? 'All' : tab[0].toUpperCase() + tab.slice(1));
const countOf = (tab: string, counts: ReturnStatusCounts | undefined) =>
  counts === undefined ? undefined : tab === 'all' ? counts.total : (counts.counts[tab as ReturnStatus] ?? 0);

function StatusTabs({ kind, tab, counts, onChange }: { kind: ReturnKind; tab: string; counts: ReturnStatusCounts | undefined; onChange: (tab: string) => void }) {
  return (
    <Tabs id="return-tabs" selectedTabId={tab} onChange={(next) => onChange(String(next))} className="return-tabs">
      {TABS[kind].map((t) => {
        const count = countOf(t, counts);
        return <Tab key={t} id={t} title={tabTitle(t)}
          tagContent={count === undefined ? undefined : formatCount(count)} tagProps={{ round: true, minimal: t !== tab }} />;
      })}
    </Tabs>
  );
}

export function ReturnsScreen({ kind }: { kind: ReturnKind }) {
  const { title, route } = SCREEN[kind];
  usePageTitle(title);
  const navigate = useNavigate();
  const tab = useKnownTab(useParams().tab ?? 'all', TABS[kind], () => navigate(routePath(route, { tab: 'all' }), { replace: true }));
  const [params, setParams] = useSearchParams();
  const table = useTableUrlState(returnResource);
  const counts = useReturnCounts(kind).data;
  // Another portal's change moves the counts and the table (the open request is read again too).
  useLiveCounters(kind, [returnKeys.counts(kind), returnKeys.lists, returnKeys.details], useHasPermission('orders.order.view'));
  const status = STATUS_OF_TAB.get(tab);
  // The kind and the tab's status join the user's filters, which must then all hold.
  const state = useMemo<TableState>(() => {
    const fixed: SearchCriterion[] = [{ filterKey: 'kind', operation: 'eq', value: [kind] }];
    if (status) fixed.push({ filterKey: 'status', operation: 'eq', value: [status] });
    return { ...table.state, dataOption: 'all', criteria: [...table.state.criteria, ...fixed] };
  }, [kind, status, table.state]);
  const openId = Number(params.get('request')) || null;
  const open = useCallback((id: number | null) => setParams((current) => {
    const next = new URLSearchParams(current);
    if (id === null) next.delete('request');
    else next.set('request', String(id));
    return next;
  }, { replace: true }), [setParams]);
  const openButton = (row: { id: number }) => (
    <Button size="small" variant="minimal" icon="eye-open" aria-label={`Open ${kind} ${row.id}`} title="Open" onClick={() => open(row.id)} />
  );
  const changeTab = (next: string) => {
    const keep = new URLSearchParams(params);
    keep.delete('page');
    navigate({ pathname: routePath(route, { tab: next }), search: keep.toString() });
  };

  return (
    <div className="screen screen-fill returns-screen">
      <ScreenHeader title={title} />
      <StatusTabs kind={kind} tab={tab} counts={counts} onChange={changeTab} />
      <StatusTabPanel tabsId="return-tabs" tab={tab}>
        <DataTable
          def={returnResource}
          state={state}
          onStateChange={table.onStateChange}
          toolbar={<FilterPanel definitions={definitions} applied={table.state.criteria} onChange={(criteria) => table.onStateChange({ criteria })} />}
          rowActions={(row) => openButton(row)}
          rowActionsWidth={72}
          onRowOpen={(row) => open(row.id)}
        />
      </StatusTabPanel>
      {openId !== null && <ReturnDrawer key={openId} id={openId} onClose={() => open(null)} />}
    </div>
  );
}

export const ManageReturnScreen = () => <ReturnsScreen kind="return" />;
export const ManageExchangeScreen = () => <ReturnsScreen kind="exchange" />;
