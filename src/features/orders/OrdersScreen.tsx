/**
 * MANAGE_ORDER/{tab}, first version: the dense order list. A status tab opens the list filtered to
 * that status (a filter the user can see and remove); tabs with live counts and the order actions
 * arrive with order processing.
 */
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ORDER_STATUS_SLUG, ORDER_STATUSES, orderResource } from '../../../contract';
import { useTableUrlState } from '../../components/data-table';
import { ResourceListScreen } from '../resources/ResourceListScreen';

const STATUS_BY_SLUG = new Map(ORDER_STATUSES.map((s) => [ORDER_STATUS_SLUG[s], s]));

export function OrdersScreen() {
  const { tab = 'all' } = useParams();
  const [params] = useSearchParams();
  const { onStateChange } = useTableUrlState(orderResource);
  const status = STATUS_BY_SLUG.get(tab);
  const hasQuery = params.has('q');
  const appliedTab = useRef<string | null>(null);

  // Once per tab opened: a removed status filter stays removed until another tab is chosen.
  useEffect(() => {
    if (appliedTab.current === tab) return;
    appliedTab.current = tab;
    if (status && !hasQuery) onStateChange({ criteria: [{ filterKey: 'status', operation: 'eq', value: [status] }] });
  }, [tab, status, hasQuery, onStateChange]);

  return <ResourceListScreen def={orderResource} />;
}
