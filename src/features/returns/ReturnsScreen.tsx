/**
 * MANAGE_RETURN/{tab} and MANAGE_EXCHANGE/{tab}: a tab per status with its count (All first), the dense
 * table of the kind (the kind and the tab's status are fixed criteria the filter panel does not show),
 * and the open request in a drawer.
 */
import { Button } from '@blueprintjs/core';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useHasPermission } from '../../lib/session/hooks';
import { filterDefinitionsOf, routePath, type RouteName, type SearchCriterion } from '../../../contract';
import { RETURN_STATUSES, type ReturnKind } from '../../../contract/orders/order-status';
import { returnResource } from '../../../contract/returns/returns';
import { DataTable, useTableUrlState, type TableState } from '../../components/data-table';
import { FilterPanel } from '../../components/filter-panel/FilterPanel';
import { ScreenHeader } from '../../components/ScreenHeader';
import { StatusTabs } from '../../components/status-tabs/StatusTabs';
import { statusOfTab, statusTabs, type StatusTab } from '../../components/status-tabs/status-tab-counts';
import { useKnownTab } from '../../components/status-tabs/use-known-tab';
import { usePageTitle } from '../../lib/page-title';
import { useLiveCounters } from '../../lib/use-live-counters';
import { ReturnDrawer } from './ReturnDrawer';
import { returnKeys, useReturnCounts } from './returns-api';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './returns.css';

const capitalised = (status: string) => status[0].toUpperCase() + status.slice(1);
/** All first, then the statuses the kind can reach (a return is never replaced, an exchange never refunded). */
const TABS: Record<ReturnKind, StatusTab[]> = {
  return: statusTabs(
    RETURN_STATUSES.filter((s) => s !== 'replaced'),
    { label: capitalised },
  ),
  exchange: statusTabs(
    RETURN_STATUSES.filter((s) => s !== 'refunded'),
    { label: capitalised },
  ),
};
const TAB_IDS: Record<ReturnKind, string[]> = {
  return: TABS.return.map((t) => t.id),
  exchange: TABS.exchange.map((t) => t.id),
};
// Kind is the screen's, not the user's: the filter panel leaves it out.
const definitions = filterDefinitionsOf(returnResource).filter((d) => d.column !== 'kind');
const SCREEN: Record<ReturnKind, { route: RouteName; title: string }> = {
  return: { route: 'MANAGE_RETURN', title: 'Return' },
  exchange: { route: 'MANAGE_EXCHANGE', title: 'Exchange' },
};

export function ReturnsScreen({ kind }: { kind: ReturnKind }) {
  const { title, route } = SCREEN[kind];
  usePageTitle(title);
  const navigate = useNavigate();
  const tab = useKnownTab(useParams().tab ?? 'all', TAB_IDS[kind], () =>
    navigate(routePath(route, { tab: 'all' }), { replace: true }),
  );
  const [params, setParams] = useSearchParams();
  const table = useTableUrlState(returnResource);
  const counts = useReturnCounts(kind).data;
  // Another portal's change moves the counts and the table (the open request is read again too).
  useLiveCounters(
    kind,
    [returnKeys.counts(kind), returnKeys.lists, returnKeys.details],
    useHasPermission('orders.order.view'),
  );
  const status = statusOfTab(TABS[kind], tab);
  // The kind and the tab's status join the user's filters, which must then all hold.
  const state = useMemo<TableState>(() => {
    const fixed: SearchCriterion[] = [{ filterKey: 'kind', operation: 'eq', value: [kind] }];
    if (status) fixed.push({ filterKey: 'status', operation: 'eq', value: [status] });
    return { ...table.state, dataOption: 'all', criteria: [...table.state.criteria, ...fixed] };
  }, [kind, status, table.state]);
  const openId = Number(params.get('request')) || null;
  const open = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete('request');
          else next.set('request', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const openButton = (row: { id: number }) => (
    <Button
      size="small"
      variant="minimal"
      icon="eye-open"
      aria-label={`Open ${kind} ${row.id}`}
      title="Open"
      onClick={() => open(row.id)}
    />
  );
  const changeTab = (next: string) => {
    const keep = new URLSearchParams(params);
    keep.delete('page');
    navigate({ pathname: routePath(route, { tab: next }), search: keep.toString() });
  };

  return (
    <div className="screen screen-fill returns-screen">
      <ScreenHeader title={title} />
      <StatusTabs id="return-tabs" tabs={TABS[kind]} selected={tab} counts={counts} onChange={changeTab}>
        <DataTable
          def={returnResource}
          state={state}
          onStateChange={table.onStateChange}
          toolbar={
            <FilterPanel
              definitions={definitions}
              applied={table.state.criteria}
              onChange={(criteria) => table.onStateChange({ criteria })}
            />
          }
          rowActions={(row) => openButton(row)}
          rowActionsWidth={72}
          onRowOpen={(row) => open(row.id)}
        />
      </StatusTabs>
      {openId !== null && <ReturnDrawer key={openId} id={openId} onClose={() => open(null)} />}
    </div>
  );
}

export const ManageReturnScreen = () => <ReturnsScreen kind="return" />;
export const ManageExchangeScreen = () => <ReturnsScreen kind="exchange" />;
