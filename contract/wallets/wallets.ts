/**
 * CUSTOMER_WALLET and WALLET_TRANSACTIONS: customers' balances, the credit/debit form, and the ledger
 * (seed §3 "Wallet transaction: debited or credited, transaction id, initiated by").
 */
import { z } from 'zod';
import { CONSTANTS } from '../platform/constants';
import { VALIDATION, WALLET_MESSAGES } from '../platform/messages';
import { WALLET_TRANSACTION_TYPES } from '../orders/order-status';
import { RowMeta, defineResource } from '../platform/resource';

export const CustomerWalletRowSchema = z.object({
  ...RowMeta, name: z.string(), email: z.string(), phone: z.string(), type: z.enum(CONSTANTS.customerTypes), walletBalance: z.string(),
});
export type CustomerWalletRow = z.infer<typeof CustomerWalletRowSchema>;

export const customerWalletResource = defineResource({
  key: 'customer-wallet',
  route: 'CUSTOMER_WALLET',
  apiPath: '/customer-wallet',
  title: 'Customer Wallet',
  subject: null,
  permission: 'orders.wallet',
  row: CustomerWalletRowSchema,
  fields: [
    { key: 'id', label: 'ID', type: 'number', column: { width: 80 } },
    { key: 'name', label: 'Name', type: 'text', column: { width: 180 } },
    { key: 'email', label: 'Email', type: 'text', column: { width: 230 } },
    { key: 'phone', label: 'Phone', type: 'text', column: { width: 130 } },
    { key: 'type', label: 'Type', type: 'enum', options: CONSTANTS.customerTypes, column: { width: 110 } },
    { key: 'walletBalance', label: 'Balance', type: 'decimal', column: { width: 120, format: 'currency' } },
    { key: 'createdAt', label: 'Joined', type: 'datetime', column: { width: 150, format: 'datetime', hidden: true } },
  ],
  defaultSort: { sortKey: 'id', sortOption: 'desc' },
});

export const WalletTransactionRowSchema = z.object({
  id: z.number().int(), transactionId: z.string(), customerId: z.number().int(), customerName: z.string(),
  type: z.enum(WALLET_TRANSACTION_TYPES), amount: z.string(), balanceAfter: z.string(), reason: z.string(),
  initiatedBy: z.string(), createdAt: z.string(),
});
export type WalletTransactionRow = z.infer<typeof WalletTransactionRowSchema>;

export const walletTransactionResource = defineResource({
  key: 'wallet-transaction',
  route: 'WALLET_TRANSACTIONS',
  apiPath: '/wallet-transaction',
  title: 'Wallet Transactions',
  subject: null,
  permission: 'orders.wallet',
  row: WalletTransactionRowSchema,
  fields: [
    { key: 'transactionId', label: 'Transaction ID', type: 'text', column: { width: 130 } },
    { key: 'customerName', label: 'Customer', type: 'text', column: { width: 180 } },
    { key: 'type', label: 'Type', type: 'enum', options: WALLET_TRANSACTION_TYPES, column: { width: 100, format: 'status' } },
    { key: 'amount', label: 'Amount', type: 'decimal', column: { width: 110, format: 'currency' } },
    { key: 'balanceAfter', label: 'Balance After', type: 'decimal', column: { width: 120, format: 'currency' } },
    { key: 'reason', label: 'Reason', type: 'text', column: { width: 240 } },
    { key: 'initiatedBy', label: 'Initiated By', type: 'text', column: { width: 150 } },
    { key: 'createdAt', label: 'Date', type: 'datetime', column: { width: 150, format: 'datetime' } },
    { key: 'customerId', label: 'Customer ID', type: 'number', column: { width: 100, hidden: true } },
    { key: 'id', label: 'ID', type: 'number', column: { width: 80, hidden: true } },
  ],
  defaultSort: { sortKey: 'id', sortOption: 'desc' },
});

/** The largest single credit or debit (keeps balances well inside numeric(12,2)). */
export const WALLET_MAX_AMOUNT = 1_000_000;
export const WALLET_REASON_MAX = 200;

/** Body of `POST /api/customer-wallet/{customerId}/transactions`. */
export const WalletAdjustmentSchema = z.object({
  type: z.enum(WALLET_TRANSACTION_TYPES, { error: VALIDATION.required }),
  amount: z.number()
    .min(0.01)
    .max(WALLET_MAX_AMOUNT, WALLET_MESSAGES.maxAmount(WALLET_MAX_AMOUNT))
    // multipleOf (float-safe in zod) rather than a refine, so the OpenAPI document states the rule too.
    .multipleOf(0.01, WALLET_MESSAGES.twoDecimals),
  reason: z.string().trim().min(1, VALIDATION.required).max(WALLET_REASON_MAX, VALIDATION.maxLength(WALLET_REASON_MAX)),
});
export type WalletAdjustment = z.infer<typeof WalletAdjustmentSchema>;
/** What the form holds: the amount is null while blank, or text that is not a number yet. */
export type WalletAdjustmentForm = { type: WalletAdjustment['type']; amount: number | string | null; reason: string };

/** What a posting answers: the new transaction and the balance after it. */
export const WalletPostingResultSchema = z.object({
  id: z.number().int(), transactionId: z.string(), customerId: z.number().int(), balanceAfter: z.string(),
});
export type WalletPostingResult = z.infer<typeof WalletPostingResultSchema>;

export const WALLET_API = {
  transactions: (customerId: number | string) => `/customer-wallet/${customerId}/transactions`,
} as const;
