/** The customer-wallet list (customers with their balance) and the wallet ledger, as read-only resources. */
import { eq } from 'drizzle-orm';
import { customerWalletResource, walletTransactionResource } from '../../contract/wallets/wallets';
import { customers } from '../customers/schema';
import { walletTransactions } from './schema';
import { bindResource } from '../resources/kit';

export const customerWalletBinding = bindResource(customerWalletResource, customers);

export const walletTransactionBinding = bindResource(walletTransactionResource, walletTransactions, {
  joins: [{ table: customers, on: eq(customers.id, walletTransactions.customerId) }],
  columns: { customerName: customers.name },
});
