/**
 * Orders per status as a dense bar list; each row opens the order screen on that status's tab.
 */
import { Card, Classes } from '@blueprintjs/core';
import { ORDER_STATUSES, ORDER_STATUS_SLUG } from '../../../contract';
import type { DashboardSummary } from '../../../contract';
import { RouteLink } from '../../lib/navigation';
import { formatCount } from '../../lib/format';

export interface OrdersByStatusProps {
  /** The summary's per-status counts; undefined while loading. */
  rows: DashboardSummary['ordersByStatus'] | undefined;
  total: number | undefined;
}

/** One row per order status in lifecycle order, with a proportional bar and the count. */
export function OrdersByStatus({ rows, total }: OrdersByStatusProps) {
  const counts = new Map(rows?.map((r) => [r.status, r.count]));
  const max = Math.max(1, ...(rows ?? []).map((r) => r.count));
  return (
    <Card className="panel" compact>
      <div className="panel-header">
        <h2 className="panel-title">Orders by status</h2>
        <RouteLink to="MANAGE_ORDER" params={{ tab: 'all' }} className="panel-link">
          View all{total !== undefined ? ` (${formatCount(total)})` : ''}
        </RouteLink>
      </div>
      <ul className="status-bars">
        {ORDER_STATUSES.map((status) => {
          const count = counts.get(status);
          const loading = rows === undefined;
          return (
            <li key={status}>
              <RouteLink to="MANAGE_ORDER" params={{ tab: ORDER_STATUS_SLUG[status] }} className="status-bar-row">
                <span className="status-bar-label">{status}</span>
                <span className="status-bar-track" aria-hidden>
                  <span className="status-bar-fill" style={{ width: `${((count ?? 0) / max) * 100}%` }} />
                </span>
                <span className={loading ? `status-bar-count ${Classes.SKELETON}` : 'status-bar-count'}>
                  {loading ? '000' : formatCount(count ?? 0)}
                </span>
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
