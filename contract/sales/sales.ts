/** MANAGE_SALES: the sales report by day, product or category over a range of shop days, with a CSV export. */
import { z } from 'zod';
import { isCalendarDay } from '../platform/calendar-day';
import { MESSAGES, SALES_MESSAGES, VALIDATION } from '../platform/messages';

export const SALES_GROUP_BY = ['day', 'product', 'category'] as const;
export type SalesGroupBy = (typeof SALES_GROUP_BY)[number];
export const SALES_GROUP_LABELS: Record<SalesGroupBy, string> = {
  day: 'Day',
  product: 'Product',
  category: 'Category',
};

/** Longest range one report covers (a leap year). */
export const SALES_MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/** A calendar day `YYYY-MM-DD` that exists, in years the database holds. */
const isRealDay = isCalendarDay;
const day = () =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .refine(isRealDay, SALES_MESSAGES.invalidDay)
    .meta({ format: 'date' });

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Query of `GET /api/sales-report`: shop days, both included. */
export const SalesReportQuerySchema = z
  .object({
    from: day(),
    to: day(),
    groupBy: z.enum(SALES_GROUP_BY).default('day'),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((q, ctx) => {
    if (!isRealDay(q.from) || !isRealDay(q.to)) return;
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.endBeforeStart });
    else if (daysInRange(q.from, q.to) > SALES_MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: SALES_MESSAGES.rangeTooLong(SALES_MAX_RANGE_DAYS) });
  });
export type SalesReportQuery = z.input<typeof SalesReportQuerySchema>;

/** One line of the report: a day (`YYYY-MM-DD`), a product or a category. Revenue is exact decimal text. */
export const SalesRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.number().int(),
  units: z.number().int(),
  revenue: z.string(),
});
export type SalesRow = z.infer<typeof SalesRowSchema>;

/**
 * The report. Cancelled orders are left out. `totals.orders` counts each order once, so with products or
 * categories it can be less than the sum of the rows (an order holds several products).
 */
export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(SALES_GROUP_BY),
  rows: z.array(SalesRowSchema),
  totals: z.object({ orders: z.number().int(), units: z.number().int(), revenue: z.string() }),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

export const SALES_API = { report: '/sales-report' } as const;
