/**
 * MANAGE_ORDER/{tab}: a tab per status with live counts, the dense order table for the tab (the tab's
 * status plus the filter panel's criteria), the open order beside it, one-key actions, bulk jobs.
 */
import { Button, Switch, Tag } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_STATUS_SLUG,
  ORDER_TABS,
  HOLD_REASONS,
  RISK_REVIEW,
  filterDefinitionsOf,
  orderResource,
  routePath,
  type OrderRow,
} from '../../../contract';
import { useHasPermission } from '../../lib/session/hooks';
import { useViewAs } from '../../lib/session/view-as';
import {
  DataTable,
  useResourceSearch,
  useTableUrlState,
  type TableSelection,
  type TableState,
} from '../../components/data-table';
import { FilterPanel } from '../../components/filter-panel/FilterPanel';
import { ScreenHeader } from '../../components/ScreenHeader';
import { SkipLink } from '../../components/SkipLink';
import { StatusTabs } from '../../components/status-tabs/StatusTabs';
import { statusOfTab, statusTabs } from '../../components/status-tabs/status-tab-counts';
import { useKnownTab } from '../../components/status-tabs/use-known-tab';
import { usePageTitle } from '../../lib/page-title';
import { BulkActionMenu } from './bulk/BulkActionMenu';
import { BulkJobDialog } from './bulk/BulkJobDialog';
import { useBulkJob, type BulkJobActor } from './bulk/use-bulk-job';
import { useLiveStatus, useOrderLive } from './live/use-order-live';
import { useOrderCounts } from './order-api';
import { OrderActionDialog } from './OrderActionDialog';
import { OrderDetailPanel } from './OrderDetailPanel';
import { orderPresenceAdornment } from './OrderPresence';
import { useOrderPresence } from './live/use-order-presence';
import { useQueueMode } from './queue-mode';
import { ShortcutSheet } from './ShortcutSheet';
import { useCursorRowStyle } from './use-cursor-row-style';
import { useOrderActions } from './use-order-actions';
import { useOrderKeyboard } from './use-order-keyboard';
import { HoldDialog } from './holds/HoldDialog';
import { useOrderHold, type OrderHoldActor } from './holds/use-order-hold';
import { PickListDialog } from './pick-lists/PickListDialog';
import { usePickList, type PickListActor } from './pick-lists/use-pick-list';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './orders.css';

const definitions = filterDefinitionsOf(orderResource);
/** The hold tabs' stand-in statuses: their counts, and the hold reasons they list (issue 45 §2). */
const HOLD_TAB_REASONS: Record<string, readonly string[]> = { '@on-hold': HOLD_REASONS, '@review': [RISK_REVIEW] };
/** All, then a tab per status under its slug (the route's `tab`), then On hold and the Review queue. */
const TABS = [
  ...statusTabs(ORDER_STATUSES, { slug: (status) => ORDER_STATUS_SLUG[status] }),
  { id: 'on-hold', label: 'On hold', status: '@on-hold' },
  { id: 'review', label: 'Review', status: '@review' },
];
/** The criterion a tab adds to the user's filters: its status, or the hold reasons it lists. */
const tabCriterion = (status: string) =>
  HOLD_TAB_REASONS[status]
    ? { filterKey: 'holdReason', operation: 'eq' as const, value: [...HOLD_TAB_REASONS[status]] }
    : { filterKey: 'status', operation: 'eq' as const, value: [status] };
const ROW_CLASS = /bp6-table-cell-row-(\d+)/;
const ORDER_LIST_ID = 'order-list';

/** The row index of a clicked data cell (not a checkbox, not a header). */
function rowIndexOf(target: EventTarget): number | null {
  const cell = (target as HTMLElement).closest?.('.bp6-table-cell');
  if (!cell || cell.closest('.bp6-table-cell-interactive') || !cell.closest('.bp6-table-body-cells')) return null;
  const match = ROW_CLASS.exec(cell.className);
  return match ? Number(match[1]) : null;
}

/** The selection's actors: bulk actions, holds, pick lists (stable, so the list renders only for its own inputs). */
interface SelectionActors {
  bulk: BulkJobActor;
  hold: OrderHoldActor;
  pickList: PickListActor;
}
const bulkMenu = (
  { bulk, hold, pickList }: SelectionActors,
  selection: TableSelection,
  count: number,
  clear: () => void,
) => (
  <BulkActionMenu
    actor={bulk}
    hold={hold}
    pickList={pickList}
    selection={selection}
    count={count}
    clearSelection={clear}
  />
);

interface OrderListProps {
  state: TableState;
  /** The user's own filters (the tab's status is not one of them). */
  criteria: TableState['criteria'];
  onStateChange: ReturnType<typeof useTableUrlState>['onStateChange'];
  /** The selection's actors when the user may act on orders. */
  actors: SelectionActors | null;
  /** Opens a row of the page, or the row at a page index (a click on its cell). */
  openRow: (row: OrderRow | number) => void;
}

/** The order table with its filters; rows open on click, Enter or double-click. */
const OrderList = memo(function OrderList({ state, criteria, onStateChange, actors, openRow }: OrderListProps) {
  const onGridClick = (e: MouseEvent) => {
    const index = rowIndexOf(e.target);
    if (index !== null) openRow(index);
  };
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- rows open by keyboard through useOrderKeyboard
    <div id={ORDER_LIST_ID} tabIndex={-1} className="orders-list" onClick={onGridClick}>
      <DataTable
        def={orderResource}
        state={state}
        onStateChange={onStateChange}
        toolbar={
          <FilterPanel
            definitions={definitions}
            applied={criteria}
            onChange={(next) => onStateChange({ criteria: next })}
          />
        }
        selection="multiple"
        cellAdornment={orderPresenceAdornment}
        onRowOpen={openRow}
        bulkActions={actors ? (selection, count, clear) => bulkMenu(actors, selection, count, clear) : undefined}
      />
    </div>
  );
});

export function OrdersScreen() {
  usePageTitle(orderResource.title);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = useKnownTab(useParams().tab ?? 'all', ORDER_TABS, () =>
    navigate(routePath('MANAGE_ORDER', { tab: 'all' }), { replace: true }),
  );
  const table = useTableUrlState(orderResource);
  const status = statusOfTab(TABS, tab);
  // The tab's status joins the user's filters; on a status tab they must all hold ("all").
  const state = useMemo<TableState>(
    () =>
      status
        ? {
            ...table.state,
            dataOption: 'all',
            criteria: [...table.state.criteria, tabCriterion(status)],
          }
        : table.state,
    [status, table.state],
  );
  const rows = useResourceSearch(orderResource, state).data?.content as OrderRow[] | undefined;
  const orderCounts = useOrderCounts().data;
  const counts = useMemo(
    () =>
      orderCounts && {
        total: orderCounts.total,
        counts: { ...orderCounts.counts, '@on-hold': orderCounts.onHold, '@review': orderCounts.review },
      },
    [orderCounts],
  );
  useOrderLive();
  const live = useLiveStatus();
  const actor = useOrderActions();
  const hold = useOrderHold();
  const pickList = usePickList();
  const bulk = useBulkJob();
  const selectionActors = useMemo(() => ({ bulk, hold, pickList }), [bulk, hold, pickList]);
  const canEdit = useHasPermission('orders.order.edit');
  const [cursorAt, setCursor] = useState(0);
  const [help, setHelp] = useState(false);
  const cursor = rows?.length ? Math.min(cursorAt, rows.length - 1) : -1;
  const openId = Number(params.get('order')) || null;
  const [queueMode, setQueueMode] = useQueueMode();
  const presence = useOrderPresence();
  // The panel announces the open order only for those who may act on it, and not while viewing as someone else.
  const viewingAs = useViewAs() !== null;
  const bulkBusy = useSelector(bulk, (s) => !s.matches('idle'));
  const holdOpen = useSelector(hold, (s) => !s.matches('closed'));

  const openOrder = useCallback(
    (id: number | null, now = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete('order');
          else next.set('order', String(id));
          return next;
        },
        { replace: true, flushSync: now },
      ),
    [setParams],
  );
  const changeTab = (next: string) => {
    const keep = new URLSearchParams(params);
    keep.delete('page');
    navigate({ pathname: routePath('MANAGE_ORDER', { tab: next }), search: keep.toString() });
  };
  // The list's handlers stay the same functions from render to render (they read the latest rows), so the list
  // below renders only when its own inputs change, not when an order opens or an action moves on.
  const latestRows = useRef(rows);
  useLayoutEffect(() => {
    latestRows.current = rows;
  }, [rows]);
  const openRow = useCallback(
    (target: OrderRow | number) => {
      const page = latestRows.current ?? [];
      const index = typeof target === 'number' ? target : page.findIndex((r) => r.id === target.id);
      const row = typeof target === 'number' ? page[target] : target;
      if (!row) return;
      if (index >= 0) setCursor(index);
      openOrder(row.id);
    },
    [openOrder],
  );

  const waitingKeys = useOrderKeyboard({
    actor,
    rows,
    cursor,
    setCursor,
    openId,
    openOrder,
    tab,
    changeTab,
    setHelp,
    hold,
    disabled: bulkBusy || help || holdOpen,
    queueMode,
    isTaken: presence.isProcessedByOther,
    claims: canEdit && !viewingAs,
  });
  // A stylesheet rule, not a cell class: moving the cursor re-renders no table cell.
  useCursorRowStyle(cursor);

  return (
    <div className="screen screen-fill orders-screen">
      <ScreenHeader
        title={orderResource.title}
        // Past the header, tabs and filters to the list, where the keys work the orders.
        skipLink={<SkipLink targetId={ORDER_LIST_ID} label={ORDER_MESSAGES.skipToList} />}
        actions={
          <>
            <Tag
              minimal
              round
              intent={live === 'open' ? 'success' : 'warning'}
              icon={live === 'open' ? 'feed' : 'offline'}
              title="Counts and orders update live"
            >
              {live === 'open' ? 'Live' : 'Reconnecting…'}
            </Tag>
            <span role="status" className="typed-keys">
              {waitingKeys > 0 && (
                <Tag minimal round intent="primary" icon="time">
                  {waitingKeys === 1 ? '1 key waiting' : `${waitingKeys} keys waiting`}
                </Tag>
              )}
            </span>
            <Switch
              className="queue-mode"
              checked={queueMode}
              onChange={(e) => setQueueMode(e.currentTarget.checked)}
              label="Queue mode"
              title="After each action, ask for the order's next step; after its last step, open the next order"
            />
            <Button
              size="small"
              variant="minimal"
              icon="key-command"
              text="Shortcuts"
              endIcon={<kbd className="order-kbd">?</kbd>}
              onClick={() => setHelp(true)}
            />
          </>
        }
      />
      <StatusTabs id="order-tabs" tabs={TABS} selected={tab} counts={counts} onChange={changeTab}>
        <div className="orders-split">
          <OrderList
            state={state}
            criteria={table.state.criteria}
            onStateChange={table.onStateChange}
            actors={canEdit ? selectionActors : null}
            openRow={openRow}
          />
          {openId !== null && (
            <OrderDetailPanel
              key={openId}
              orderId={openId}
              actor={actor}
              hold={hold}
              canEdit={canEdit}
              chain={queueMode}
              onClose={() => openOrder(null)}
            />
          )}
        </div>
      </StatusTabs>
      <OrderActionDialog actor={actor} />
      <BulkJobDialog actor={bulk} />
      <HoldDialog actor={hold} />
      <PickListDialog actor={pickList} />
      <ShortcutSheet isOpen={help} onClose={() => setHelp(false)} />
    </div>
  );
}
