/** Customers' wallet transactions and the numbers behind their ids. */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WALLET_TRANSACTION_TYPES } from '../../contract/orders/order-status';
import { customers } from '../customers/schema';
import { createdAt, money, oneOf } from '../db/columns';
import { portalUsers } from '../platform/auth/schema';

/** Every change of a wallet balance; the balance always equals the sum of these (credited minus debited). */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    reason: text('reason').notNull(),
    initiatedById: integer('initiated_by_id').references(() => portalUsers.id, { onDelete: 'set null' }),
    initiatedBy: text('initiated_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_transaction_id_uq').on(t.transactionId),
    index('wallet_transactions_customer_idx').on(t.customerId, t.id),
    check('wallet_transactions_type_ck', oneOf(t.type, WALLET_TRANSACTION_TYPES)),
    check('wallet_transactions_amount_ck', sql`${t.amount} > 0`),
    check('wallet_transactions_balance_ck', sql`${t.balanceAfter} >= 0`),
  ],
);

export const walletTransactionSeq = pgSequence('wallet_transaction_seq', { startWith: 1000001 });
