/** The dashboard (HOME) summary, `GET /api/dashboard/summary`. */
import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order-status';
import { ROUTE_BY_NAME } from '../platform/routes';

/** The dashboard's paths (base `/api`). */
export const DASHBOARD_API = { summary: '/dashboard/summary' } as const;

/** Days the sales-over-time chart covers: the last 30 shop days, today included. */
export const DASHBOARD_SALES_DAYS = 30;

/** One shop day of the sales-over-time chart; a day without orders is there with zeros. */
export const DailySalesSchema = z.object({
  /** The shop day (Asia/Kolkata), `YYYY-MM-DD`. */
  day: z.iso.date(),
  /** Orders placed that day, any status (as today's orders). */
  orders: z.number().int().min(0),
  /** Revenue of that day's orders that are not cancelled (as today's revenue), decimal with two places. */
  revenue: z.string().regex(/^\d+\.\d{2}$/),
});
export type DailySales = z.infer<typeof DailySalesSchema>;

/** A variant at or below its low-stock threshold (MANAGE_STOCK's low-stock filter). */
export const LowStockVariantSchema = z.object({
  variantId: z.number().int(),
  productName: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
});
export type LowStockVariant = z.infer<typeof LowStockVariantSchema>;
/** How many low-stock variants the dashboard lists (the lowest stock first); the count says how many there are. */
export const DASHBOARD_LOW_STOCK_ROWS = 8;

export const DashboardSummarySchema = z.object({
  /** Orders placed today (shop's time zone), any status. */
  todayOrders: z.number().int(),
  /** Revenue of today's orders that are not cancelled, in the shop's currency, as a decimal string. */
  todayRevenue: z.string(),
  currency: z.string(),
  /** Count per order status, every status present. */
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  totalOrders: z.number().int(),
  /** Customers' reviews waiting for moderation (Unpublished, PRODUCT_COMMENT); null for a user who may not open that screen. */
  reviewsWaiting: z.number().int().min(0).nullable(),
  /** Support tickets waiting on staff (Open or In progress), and the new ones among them (Open: no reply yet); null as above. */
  tickets: z.object({ open: z.number().int().min(0), new: z.number().int().min(0) }).nullable(),
  /** Sales over time: one entry per day, oldest first, the last one today. */
  salesByDay: z.array(DailySalesSchema).length(DASHBOARD_SALES_DAYS),
  /** Variants at or below their low-stock threshold: the lowest few, and how many there are; null as above. */
  lowStock: z.object({ count: z.number().int().min(0), variants: z.array(LowStockVariantSchema) }).nullable(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

/** The screen each optional card opens: a card (and its figures) is there only for a user who holds that screen's permission. */
export const DASHBOARD_CARD_PERMISSIONS = {
  reviewsWaiting: ROUTE_BY_NAME.PRODUCT_COMMENT.permission!,
  tickets: ROUTE_BY_NAME.SUPPORT_TICKET.permission!,
  lowStock: ROUTE_BY_NAME.MANAGE_STOCK.permission!,
} as const;
