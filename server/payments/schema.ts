/** Orders' payments. */
import { bigint, bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '../../contract/orders/order-status';
import { createdAt, money, oneOf, updatedAt } from '../db/columns';
import { orders, PAYMENT_METHODS } from '../orders/schema';

export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    transactionRef: text('transaction_ref').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_status_id_idx').on(t.status, t.id),
    check('payments_status_ck', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_method_ck', oneOf(t.method, PAYMENT_METHODS)),
  ],
);
