/** The customer-wallet list (customers with their balance) and the wallet ledger, as read-only resources. */
import { eq } from 'drizzle-orm';
import { customerWalletResource, walletTransactionResource } from '../../contract/wallets';
import { customers, walletTransactions as w } from '../db/schema';
import type { ResourceBinding } from '../resources/binding';
import { defineSource } from '../search/source';

export const customerWalletBinding: ResourceBinding<typeof customerWalletResource> = {
  source: defineSource({
    def: customerWalletResource,
    table: customers,
    id: customers.id,
    columns: {
      id: customers.id, version: customers.version, createdAt: customers.createdAt, name: customers.name, email: customers.email,
      phone: customers.phone, type: customers.type, walletBalance: customers.walletBalance,
    },
  }),
};

export const walletTransactionBinding: ResourceBinding<typeof walletTransactionResource> = {
  source: defineSource({
    def: walletTransactionResource,
    table: w,
    joins: [{ table: customers, on: eq(customers.id, w.customerId) }],
    id: w.id,
    columns: {
      id: w.id, transactionId: w.transactionId, customerId: w.customerId, customerName: customers.name, type: w.type,
      amount: w.amount, balanceAfter: w.balanceAfter, reason: w.reason, initiatedBy: w.initiatedBy, createdAt: w.createdAt,
    },
  }),
};
