/**
 * CUSTOMER_WALLET and WALLET_TRANSACTIONS: customers' balances, the credit/debit form, and the ledger
 * (seed §3 "Wallet transaction: debited or credited, transaction id, initiated by").
 */
import { z } from 'zod';
import { CONSTANTS } from '../platform/constants';
import { VALIDATION, WALLET_MESSAGES } from '../platform/messages';
import { WALLET_TRANSACTION_TYPES } from '../orders/order-status';
import { defineKitResource, kit } from '../platform/kit';

export const customerWalletResource = defineKitResource({
  key: 'customer-wallet',
  route: 'CUSTOMER_WALLET',
  apiPath: '/customer-wallet',
  title: 'Customer Wallet',
  subject: null,
  permission: 'orders.wallet',
  // Balances move only by postings (WALLET_API.transactions), never by a form.
  writable: false,
  deletable: false,
  fields: {
    id: kit.id({ width: 80 }),
    name: kit.readText('Name', { width: 180 }),
    email: kit.readText('Email', { width: 230 }),
    phone: kit.readText('Phone', { width: 130 }),
    type: kit.readChoice('Type', CONSTANTS.customerTypes, { width: 110 }),
    walletBalance: kit.readDecimal('Balance', { width: 120, format: 'currency' }),
    createdAt: kit.created('Joined', { hidden: true }),
  },
});
export const CustomerWalletRowSchema = customerWalletResource.row;
export type CustomerWalletRow = z.infer<typeof CustomerWalletRowSchema>;

export const walletTransactionResource = defineKitResource({
  key: 'wallet-transaction',
  route: 'WALLET_TRANSACTIONS',
  apiPath: '/wallet-transaction',
  title: 'Wallet Transactions',
  subject: null,
  permission: 'orders.wallet',
  writable: false,
  deletable: false,
  // The ledger is append-only: its rows have no version.
  meta: ['id', 'createdAt'],
  fields: {
    transactionId: kit.readText('Transaction ID', { width: 130 }),
    customerName: kit.readText('Customer', { width: 180 }),
    type: kit.readChoice('Type', WALLET_TRANSACTION_TYPES, { width: 100, format: 'status' }),
    amount: kit.readDecimal('Amount', { width: 110, format: 'currency' }),
    balanceAfter: kit.readDecimal('Balance After', { width: 120, format: 'currency' }),
    reason: kit.readText('Reason', { width: 240 }),
    initiatedBy: kit.readText('Initiated By', { width: 150 }),
    createdAt: kit.created('Date'),
    customerId: kit.readNumber('Customer ID', { width: 100, hidden: true }),
    id: kit.id({ width: 80, hidden: true }),
  },
});
export const WalletTransactionRowSchema = walletTransactionResource.row;
export type WalletTransactionRow = z.infer<typeof WalletTransactionRowSchema>;

/** The largest single credit or debit (keeps balances well inside numeric(12,2)). */
export const WALLET_MAX_AMOUNT = 1_000_000;
export const WALLET_REASON_MAX = 200;

/** Body of `POST /api/customer-wallet/{customerId}/transactions`. */
export const WalletAdjustmentSchema = z.object({
  type: z.enum(WALLET_TRANSACTION_TYPES, { error: VALIDATION.required }),
  amount: z
    .number()
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
  id: z.number().int(),
  transactionId: z.string(),
  customerId: z.number().int(),
  balanceAfter: z.string(),
});
export type WalletPostingResult = z.infer<typeof WalletPostingResultSchema>;

export const WALLET_API = {
  transactions: (customerId: number | string) => `/customer-wallet/${customerId}/transactions`,
} as const;
