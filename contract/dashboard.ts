/** The dashboard (HOME) summary, `GET /api/dashboard/summary`. */
import { z } from 'zod';
import { ORDER_STATUSES } from './order-status';

export const DashboardSummarySchema = z.object({
  /** Orders placed today (shop's time zone), any status. */
  todayOrders: z.number().int(),
  /** Revenue of today's orders that are not cancelled, in the shop's currency, as a decimal string. */
  todayRevenue: z.string(),
  currency: z.string(),
  /** Count per order status, every status present. */
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  totalOrders: z.number().int(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
