/** Return and exchange requests, the questions a customer answers, and refunds. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REFUND_METHODS, RETURN_KINDS, RETURN_STATUSES } from '../../contract/orders/order-status';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { createdAt, money, oneOf, updatedAt } from '../db/columns';
import { orders } from '../orders/schema';
import { portalUsers } from '../platform/auth/schema';
import { walletTransactions } from '../wallets/schema';

/** Return and exchange requests (one table: `kind` tells them apart). */
export const returns = pgTable(
  'returns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The request's number from the return-order prefix (PREFIX_SETTINGS), e.g. RET100001: the column's default
     * takes it in the inserting transaction (the SQL function take_prefix_number, migration 0028), so every
     * writer (storefront, seed, tests) gets one, and a prefix change applies to new requests only.
     */
    returnNo: text('return_no').notNull().default(sql`take_prefix_number('returnOrder')`),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    rejectionReason: text('rejection_reason'),
    /** The value asked back: what a refund pays (defaults to the order's total). */
    amount: money('amount').notNull().default('0'),
    /** An exchange's replacement order. */
    replacementOrderId: bigint('replacement_order_id', { mode: 'number' }).references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('returns_kind_status_idx').on(t.kind, t.status, t.id),
    index('returns_order_idx').on(t.orderId),
    index('returns_return_no_idx').on(t.returnNo),
    check('returns_kind_ck', oneOf(t.kind, RETURN_KINDS)),
    check('returns_status_ck', oneOf(t.status, RETURN_STATUSES)),
    check('returns_rejection_ck', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
  ],
);

/** MANAGE_RETURN_ORDER_QUESTION_DETAILS: questions a customer answers when asking for a return. */
export const returnQuestions = pgTable(
  'return_questions',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    status: text('status').notNull().default('Active'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('return_questions_question_lower_uq').on(sql`lower(${t.question})`),
    check('return_questions_status_ck', oneOf(t.status, RECORD_STATUSES)),
  ],
);

/** A customer's answer to a return question, as asked then (the question text is kept). */
export const returnAnswers = pgTable(
  'return_answers',
  {
    returnId: bigint('return_id', { mode: 'number' })
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => returnQuestions.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ name: 'return_answers_pk', columns: [t.returnId, t.position] })],
);

/** A return's refund; one per return at most (the unique index makes "exactly once" a database fact). */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: bigint('return_id', { mode: 'number' })
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    /** Refund number from the "refund details" prefix. */
    reference: text('reference').notNull(),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }).references(() => walletTransactions.id),
    createdById: integer('created_by_id').references(() => portalUsers.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_return_uq').on(t.returnId),
    uniqueIndex('refunds_reference_uq').on(t.reference),
    check('refunds_method_ck', oneOf(t.method, REFUND_METHODS)),
    check('refunds_amount_ck', sql`${t.amount} > 0`),
    check('refunds_wallet_ck', sql`${t.method} <> 'wallet' or ${t.walletTransactionId} is not null`),
  ],
);
