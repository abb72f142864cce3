/**
 * Order processing tables: the timeline, label documents, status counters, idempotency keys, bulk jobs,
 * return questions and answers, refunds, wallet transactions, prefixes and shop settings.
 * Counters are kept by triggers (migration 0003) in the same transaction as every change.
 */
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, check, customType, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, smallint, text,
  timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/resource';
import { ORDER_STATUSES, REFUND_METHODS, WALLET_TRANSACTION_TYPES } from '../../contract/order-status';
import { createdAt, money, oneOf, updatedAt } from './columns';
import { portalUsers } from './schema-platform';
import { customers, orders, returns } from './schema-shop';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const ORDER_EVENT_KINDS = ['created', 'action', 'note'] as const;

/** The order's timeline: every action (who, when, from, to, why) and every note. */
export const orderEvents = pgTable('order_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  /** The lifecycle event (`order.markShipped`); null for notes. */
  action: text('action'),
  fromStatus: text('from_status'),
  toStatus: text('to_status'),
  /** The reason given with an action, or the note's text. */
  note: text('note'),
  actorId: integer('actor_id').references(() => portalUsers.id, { onDelete: 'set null' }),
  actorName: text('actor_name').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('order_events_order_idx').on(t.orderId, t.id),
  check('order_events_kind_ck', oneOf(t.kind, ORDER_EVENT_KINDS)),
  check('order_events_from_ck', sql`${t.fromStatus} is null or ${oneOf(t.fromStatus, ORDER_STATUSES)}`),
  check('order_events_to_ck', sql`${t.toStatus} is null or ${oneOf(t.toStatus, ORDER_STATUSES)}`),
]);

/** The label and manifest PDF of an order's shipment, kept so a later download is the same document. */
export const orderDocuments = pgTable('order_documents', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  awbNo: text('awb_no').notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

/**
 * Exact counts per status, striped over 16 shards per status (one per connection: `pg_backend_pid() % 16`)
 * so concurrent changes do not queue on one hot row. A count is the sum of its shards.
 * `entity` is `order`, `payment`, `return` or `exchange`.
 */
export const statusCounts = pgTable('status_counts', {
  entity: text('entity').notNull(),
  status: text('status').notNull(),
  shard: smallint('shard').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ name: 'status_counts_pk', columns: [t.entity, t.status, t.shard] })]);

/** An action's first result per user and Idempotency-Key; a replay answers with it and changes nothing. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: integer('user_id').notNull().references(() => portalUsers.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  /** Method and path the key was first used with; the same key on another request is refused. */
  scope: text('scope').notNull(),
  responseStatus: integer('response_status').notNull(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }),
  index('idempotency_keys_created_idx').on(t.createdAt),
]);

export const BULK_JOB_STATUSES = ['running', 'finished'] as const;
export const BULK_OUTCOMES = ['pending', 'done', 'not_allowed', 'failed'] as const;

/** A bulk order action running in the background. */
export const bulkJobs = pgTable('bulk_jobs', {
  id: uuid('id').primaryKey(),
  action: text('action').notNull(),
  status: text('status').notNull().default('running'),
  total: integer('total').notNull(),
  /** The reason every order's action carries (cancels need one); repeated on retries and after a restart. */
  reason: text('reason'),
  createdById: integer('created_by_id').references(() => portalUsers.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull(),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [check('bulk_jobs_status_ck', oneOf(t.status, BULK_JOB_STATUSES))]);

/** One order of a bulk job and what became of it. */
export const bulkJobItems = pgTable('bulk_job_items', {
  jobId: uuid('job_id').notNull().references(() => bulkJobs.id, { onDelete: 'cascade' }),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** Position in the selection, so outcomes list in the order staff chose. */
  position: integer('position').notNull(),
  outcome: text('outcome').notNull().default('pending'),
  message: text('message'),
  attempts: integer('attempts').notNull().default(0),
  updatedAt: updatedAt(),
}, (t) => [
  primaryKey({ name: 'bulk_job_items_pk', columns: [t.jobId, t.orderId] }),
  index('bulk_job_items_job_outcome_idx').on(t.jobId, t.outcome),
  check('bulk_job_items_outcome_ck', oneOf(t.outcome, BULK_OUTCOMES)),
]);

/** MANAGE_RETURN_ORDER_QUESTION_DETAILS: questions a customer answers when asking for a return. */
export const returnQuestions = pgTable('return_questions', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  status: text('status').notNull().default('Active'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('return_questions_question_lower_uq').on(sql`lower(${t.question})`),
  check('return_questions_status_ck', oneOf(t.status, RECORD_STATUSES)),
]);

/** A customer's answer to a return question, as asked then (the question text is kept). */
export const returnAnswers = pgTable('return_answers', {
  returnId: bigint('return_id', { mode: 'number' }).notNull().references(() => returns.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').references(() => returnQuestions.id, { onDelete: 'set null' }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
}, (t) => [primaryKey({ name: 'return_answers_pk', columns: [t.returnId, t.position] })]);

/** Every change of a wallet balance; the balance always equals the sum of these (credited minus debited). */
export const walletTransactions = pgTable('wallet_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: text('transaction_id').notNull(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  amount: money('amount').notNull(),
  balanceAfter: money('balance_after').notNull(),
  reason: text('reason').notNull(),
  initiatedById: integer('initiated_by_id').references(() => portalUsers.id, { onDelete: 'set null' }),
  initiatedBy: text('initiated_by').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('wallet_transactions_transaction_id_uq').on(t.transactionId),
  index('wallet_transactions_customer_idx').on(t.customerId, t.id),
  check('wallet_transactions_type_ck', oneOf(t.type, WALLET_TRANSACTION_TYPES)),
  check('wallet_transactions_amount_ck', sql`${t.amount} > 0`),
  check('wallet_transactions_balance_ck', sql`${t.balanceAfter} >= 0`),
]);

/** A return's refund; one per return at most (the unique index makes "exactly once" a database fact). */
export const refunds = pgTable('refunds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  returnId: bigint('return_id', { mode: 'number' }).notNull().references(() => returns.id, { onDelete: 'cascade' }),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  amount: money('amount').notNull(),
  /** Refund number from the "refund details" prefix. */
  reference: text('reference').notNull(),
  walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }).references(() => walletTransactions.id),
  createdById: integer('created_by_id').references(() => portalUsers.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('refunds_return_uq').on(t.returnId),
  uniqueIndex('refunds_reference_uq').on(t.reference),
  check('refunds_method_ck', oneOf(t.method, REFUND_METHODS)),
  check('refunds_amount_ck', sql`${t.amount} > 0`),
  check('refunds_wallet_ck', sql`${t.method} <> 'wallet' or ${t.walletTransactionId} is not null`),
]);

export const PREFIX_TYPES = ['order', 'product', 'sku', 'returnOrder', 'refundDetails', 'invoice', 'awb'] as const;

/** Prefix settings (seed §9 prefix types, plus `awb` for the built-in shipping partner's air waybills). */
export const prefixSettings = pgTable('prefix_settings', {
  type: text('type').primaryKey(),
  prefix: text('prefix').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
}, (t) => [
  check('prefix_settings_type_ck', oneOf(t.type, PREFIX_TYPES)),
  check('prefix_settings_prefix_ck', sql`${t.prefix} ~ '^[A-Za-z0-9-]{1,10}$'`),
]);

/** Numbers behind the prefixes: sequences never block concurrent transactions (gaps are allowed). */
export const awbNumberSeq = pgSequence('awb_number_seq', { startWith: 100001 });
export const refundNumberSeq = pgSequence('refund_number_seq', { startWith: 1001 });
export const walletTransactionSeq = pgSequence('wallet_transaction_seq', { startWith: 1000001 });

/** Portal settings the shop chooses (e.g. `deliveryPartner`); values are JSON. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});
