/**
 * MANAGE_STOCK/{tab}: In Stock and Out of Stock (seed §4) with their counts, the dense variant table (product,
 * SKU, attributes, stock, threshold, low stock — each a filter and a sort, the low-stock filter among them),
 * and per variant Adjust (a dialog with a reason, confirmed), History (its ledger in a drawer) and Threshold.
 */
import { Button, ButtonGroup } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { filterDefinitionsOf, routePath, STOCK_TABS, type SearchCriterion } from '../../../../contract';
import {
  AVAILABILITY_OF_TAB,
  STOCK_MESSAGES,
  stockVariantResource as def,
  type StockVariantRow,
} from '../../../../contract/catalogue/stock';
import { stockAdjustmentMachine } from '../../../../machines/catalogue/stock-adjustment.machine';
import { DataTable, useTableUrlState, type TableState } from '../../../components/data-table';
import { FilterPanel } from '../../../components/filter-panel/FilterPanel';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { StatusTabs } from '../../../components/status-tabs/StatusTabs';
import type { StatusTab } from '../../../components/status-tabs/status-tab-counts';
import { useKnownTab } from '../../../components/status-tabs/use-known-tab';
import { toast } from '../../../components/toast';
import { usePageTitle } from '../../../lib/page-title';
import { useHasPermission } from '../../../lib/session/hooks';
import { postStockAdjustment, refreshStock, useStockCounts } from './stock-api';
import { StockAdjustDialog } from './StockAdjustDialog';
import { StockHistoryDrawer } from './StockHistoryDrawer';
import { StockThresholdDialog } from './StockThresholdDialog';
import { variantLabel } from './variant-label';

const TABS: StatusTab[] = STOCK_TABS.map((id) => ({
  id,
  label: AVAILABILITY_OF_TAB[id],
  status: AVAILABILITY_OF_TAB[id],
}));
const TAB_IDS = TABS.map((t) => t.id);
// The tab is the screen's: the filter panel leaves availability out.
const definitions = filterDefinitionsOf(def).filter((d) => d.column !== 'availability');

export function StockScreen() {
  usePageTitle(def.title);
  const navigate = useNavigate();
  const tab = useKnownTab(useParams().tab ?? STOCK_TABS[0], TAB_IDS, () =>
    navigate(routePath('MANAGE_STOCK', { tab: STOCK_TABS[0] }), { replace: true }),
  );
  const [params] = useSearchParams();
  const table = useTableUrlState(def);
  const counts = useStockCounts().data;
  const canEdit = useHasPermission('catalogue.stock.edit');
  const queryClient = useQueryClient();
  const [historyOf, setHistoryOf] = useState<StockVariantRow | null>(null);
  const [thresholdOf, setThresholdOf] = useState<StockVariantRow | null>(null);
  const adjust = useActorRef(
    stockAdjustmentMachine.provide({
      actors: { postAdjustment: fromPromise(({ input }) => postStockAdjustment(input)) },
      actions: {
        notifyAdjusted: () => {
          toast.success(STOCK_MESSAGES.adjusted);
          void refreshStock(queryClient);
        },
      },
    }),
  );
  const state = useMemo<TableState>(() => {
    const fixed: SearchCriterion = {
      filterKey: 'availability',
      operation: 'eq',
      value: [AVAILABILITY_OF_TAB[tab as keyof typeof AVAILABILITY_OF_TAB]],
    };
    return { ...table.state, dataOption: 'all', criteria: [...table.state.criteria, fixed] };
  }, [tab, table.state]);
  const changeTab = (next: string) => {
    const keep = new URLSearchParams(params);
    keep.delete('page');
    navigate({ pathname: routePath('MANAGE_STOCK', { tab: next }), search: keep.toString() });
  };

  const rowActions = (row: StockVariantRow) => (
    <ButtonGroup variant="minimal" size="small">
      {canEdit && (
        <Button
          icon="exchange"
          aria-label={`Adjust stock of ${row.sku}`}
          title="Adjust stock"
          onClick={() =>
            adjust.send({
              type: 'dialog.open',
              variant: { id: row.id, version: row.version, label: variantLabel(row), stock: row.stock },
            })
          }
        />
      )}
      <Button
        icon="history"
        aria-label={`Stock history of ${row.sku}`}
        title="History"
        onClick={() => setHistoryOf(row)}
      />
      {canEdit && (
        <Button
          icon="warning-sign"
          aria-label={`Low-stock threshold of ${row.sku}`}
          title="Low-stock threshold"
          onClick={() => setThresholdOf(row)}
        />
      )}
    </ButtonGroup>
  );

  return (
    <div className="screen screen-fill">
      <ScreenHeader title={def.title} subtitle="Every change of stock is a ledger row with its reason" />
      <StatusTabs id="stock-tabs" tabs={TABS} selected={tab} counts={counts} onChange={changeTab}>
        <DataTable
          def={def}
          state={state}
          onStateChange={table.onStateChange}
          toolbar={
            <FilterPanel
              definitions={definitions}
              applied={table.state.criteria}
              onChange={(criteria) => table.onStateChange({ criteria })}
            />
          }
          rowActions={(row) => rowActions(row as StockVariantRow)}
          rowActionsWidth={100}
        />
      </StatusTabs>
      <StockAdjustDialog actor={adjust} />
      {historyOf && <StockHistoryDrawer variant={historyOf} onClose={() => setHistoryOf(null)} />}
      {thresholdOf && <StockThresholdDialog variant={thresholdOf} onClose={() => setThresholdOf(null)} />}
    </div>
  );
}
