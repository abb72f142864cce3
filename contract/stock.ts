/**
 * MANAGE_STOCK (issue 13 §3): stock per variant, moved only by ledger rows with a reason. Staff choose
 * received, correction or damaged; orders, returns and cancellations write theirs, naming the record.
 */
export const STOCK_REASONS = ['received', 'correction', 'damaged', 'order', 'return', 'cancellation'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The reasons a person picks when adjusting by hand (the others come from orders and returns). */
export const MANUAL_STOCK_REASONS = ['received', 'correction', 'damaged'] as const satisfies readonly StockReason[];
