/**
 * The wallet ledger: every balance change is one transaction row, written with the balance update in the
 * caller's transaction. The customer's row is locked by the update, so concurrent changes apply one at a
 * time, the balance never goes negative (also a CHECK), and balance = credited − debited always holds.
 */
import { sql } from 'drizzle-orm';
import type { WalletTransactionType } from '../../contract/orders/order-status';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { WALLET_MESSAGES } from '../../contract/platform/messages';
import { MONEY_MAX } from '../db/columns';
import { badRequest, conflict, notFound } from '../platform/http/http-errors';

/** The balance limit as a person reads it: ₹9,99,99,99,999.99. */
const formatMoneyMax = () => `₹${Number(MONEY_MAX).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

export const INSUFFICIENT_WALLET_BALANCE = 'The wallet balance is not enough for this debit.';

export interface WalletPosting {
  customerId: number;
  type: WalletTransactionType;
  /** A positive decimal string, e.g. '150.00'. */
  amount: string;
  reason: string;
  actor: { id: number | null; name: string };
}

export interface WalletTransactionRow {
  id: number;
  transactionId: string;
  balanceAfter: string;
}

/**
 * Applies the posting inside `tx` (the caller's transaction); 409 when a debit exceeds the balance, 400 when a credit
 * would take it past what the balance column holds, 404 for no customer.
 */
export async function postWalletTransaction(tx: Db, posting: WalletPosting): Promise<WalletTransactionRow> {
  const delta = posting.type === 'credited' ? sql`${posting.amount}::numeric` : sql`-${posting.amount}::numeric`;
  const [updated] = await queryRows<{ balance: string }>(
    tx,
    sql`
    update customers set wallet_balance = wallet_balance + ${delta}, version = version + 1
    where id = ${posting.customerId} and wallet_balance + ${delta} between 0 and ${MONEY_MAX}::numeric
    returning wallet_balance::text as balance`,
  );
  if (!updated) {
    const [exists] = await queryRows<{ id: number }>(
      tx,
      sql`select id from customers where id = ${posting.customerId}`,
    );
    if (!exists) throw notFound();
    throw posting.type === 'credited'
      ? badRequest(WALLET_MESSAGES.balanceLimit(formatMoneyMax()), 'amount')
      : conflict(INSUFFICIENT_WALLET_BALANCE, 'amount');
  }
  // node-postgres returns bigint as text: the id is converted here so every caller gets a number.
  const [row] = await queryRows<Omit<WalletTransactionRow, 'id'> & { id: string | number }>(
    tx,
    sql`
    insert into wallet_transactions (transaction_id, customer_id, type, amount, balance_after, reason, initiated_by_id, initiated_by)
    values ('WT' || nextval('wallet_transaction_seq'), ${posting.customerId}, ${posting.type}, ${posting.amount}::numeric,
      ${updated.balance}::numeric, ${posting.reason}, ${posting.actor.id}, ${posting.actor.name})
    returning id, transaction_id as "transactionId", balance_after::text as "balanceAfter"`,
  );
  return { ...row, id: Number(row.id) };
}
