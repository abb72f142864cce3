/** The dashboard summary, `GET /api/dashboard/summary` (contract/dashboard/dashboard.ts). */
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_API } from '../../../contract';
import type { DashboardSummary } from '../../../contract';
import { api } from '../../lib/api';

export const dashboardSummaryKey = ['dashboard', 'summary'] as const;

/** Today's orders and revenue, total orders and the count per status; refreshed every minute. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardSummaryKey,
    queryFn: ({ signal }) => api.get<DashboardSummary>(DASHBOARD_API.summary, { signal }),
    refetchInterval: 60_000,
  });
}
