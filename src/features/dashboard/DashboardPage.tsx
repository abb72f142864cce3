/** The dashboard (HOME): today's orders and revenue, total orders, sales over the last 30 days, orders by status, low stock. */
import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { DASHBOARD_CARD_PERMISSIONS } from '../../../contract/dashboard/dashboard';
import { ScreenHeader } from '../../components/ScreenHeader';
import { errorMessage } from '../../lib/api';
import { formatCount, formatCurrency, formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useHasPermission } from '../../lib/session/hooks';
import { LowStockList } from './LowStockList';
import { OrdersByStatus } from './OrdersByStatus';
import { SalesOverTime } from './SalesOverTime';
import { StatCard } from './StatCard';
import { useDashboardSummary } from './dashboard-api';

/** Headline cards, the sales chart and the status breakdown, from the database. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data, error, isPending, isFetching, refetch } = useDashboardSummary();
  const loading = isPending && !error;
  // The day the screen was opened; the figures are "today" as the server counts it.
  const [today] = useState(() => formatDate(new Date()));
  // A card that opens a screen shows only to those who may open it (the server sends its figures to them alone).
  const mayReviews = useHasPermission(DASHBOARD_CARD_PERMISSIONS.reviewsWaiting);
  const mayTickets = useHasPermission(DASHBOARD_CARD_PERMISSIONS.tickets);
  const mayStock = useHasPermission(DASHBOARD_CARD_PERMISSIONS.lowStock);

  return (
    <div className="screen">
      <ScreenHeader
        title="Dashboard"
        subtitle={`Today, ${today}`}
        actions={
          <Button
            icon="refresh"
            size="small"
            variant="minimal"
            aria-label="Refresh dashboard"
            loading={isFetching}
            onClick={() => refetch()}
          />
        }
      />
      {error && (
        <Callout intent="danger" icon="error" compact className="screen-callout">
          {errorMessage(error)}{' '}
          <Button size="small" variant="minimal" intent="danger" text="Try again" onClick={() => refetch()} />
        </Callout>
      )}
      <div className="stat-grid">
        <StatCard
          label="Today's orders"
          icon="shopping-cart"
          loading={loading}
          value={data ? formatCount(data.todayOrders) : '–'}
        />
        <StatCard
          label="Today's revenue"
          icon="bank-account"
          loading={loading}
          value={data ? formatCurrency(data.todayRevenue, data.currency) : '–'}
          hint="Excludes cancelled orders"
        />
        <StatCard
          label="Total orders"
          icon="box"
          loading={loading}
          value={data ? formatCount(data.totalOrders) : '–'}
        />
        {mayReviews && (
          <StatCard
            label="Reviews waiting"
            icon="comment"
            loading={loading}
            value={data?.reviewsWaiting != null ? formatCount(data.reviewsWaiting) : '–'}
            hint="Unpublished, see Comments"
          />
        )}
        {mayTickets && (
          <StatCard
            label="Open tickets"
            icon="headset"
            loading={loading}
            value={data?.tickets ? formatCount(data.tickets.open) : '–'}
            hint={data?.tickets ? `${formatCount(data.tickets.new)} new, not yet answered` : undefined}
          />
        )}
      </div>
      <SalesOverTime days={data?.salesByDay} currency={data?.currency} />
      <OrdersByStatus rows={data?.ordersByStatus} total={data?.totalOrders} />
      {mayStock && <LowStockList lowStock={data?.lowStock ?? undefined} />}
    </div>
  );
}
