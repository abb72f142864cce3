/**
 * MANAGE_PAYMENT: tabs All / in-progress / success / failed with their counts (from the server's
 * counters) above the dense payment table. A tab is a status criterion in the table's filter, so it
 * lives in the URL, shows in the filter panel, and export and saved views follow it.
 */
import { useMemo } from 'react';
import { useHasPermission } from '../../lib/session/hooks';
import { filterDefinitionsOf, PAYMENT_STATUSES, paymentResource } from '../../../contract';
import { DataTable, resourceQueryKey, useTableUrlState } from '../../components/data-table';
import { FilterPanel } from '../../components/filter-panel/FilterPanel';
import { ScreenHeader } from '../../components/ScreenHeader';
import { tabOf, withTab } from '../../components/status-tabs/criteria-tab';
import { statusTabs } from '../../components/status-tabs/status-tab-counts';
import { StatusTabs } from '../../components/status-tabs/StatusTabs';
import { usePageTitle } from '../../lib/page-title';
import { useLiveCounters } from '../../lib/use-live-counters';
import { usePaymentCounts } from './payments-api';

/** A `counters` event for payments refreshes the table and, sharing its key, the counts. */
const LIVE_KEYS = [resourceQueryKey(paymentResource)];

const TABS = statusTabs(PAYMENT_STATUSES);

export function PaymentsScreen() {
  usePageTitle(paymentResource.title);
  const table = useTableUrlState(paymentResource);
  const counts = usePaymentCounts().data;
  useLiveCounters('payment', LIVE_KEYS, useHasPermission('orders.order.view'));
  const definitions = useMemo(() => filterDefinitionsOf(paymentResource), []);
  const tab = tabOf(table.state.criteria);

  return (
    <div className="screen screen-fill">
      <ScreenHeader title={paymentResource.title} />
      <StatusTabs
        id="payment-status"
        tabs={TABS}
        selected={tab}
        counts={counts}
        onChange={(next) => table.onStateChange({ criteria: withTab(table.state.criteria, next) })}
      >
        <DataTable
          def={paymentResource}
          state={table.state}
          onStateChange={table.onStateChange}
          toolbar={
            <FilterPanel
              definitions={definitions}
              applied={table.state.criteria}
              onChange={(criteria) => table.onStateChange({ criteria })}
            />
          }
        />
      </StatusTabs>
    </div>
  );
}
