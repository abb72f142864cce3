/** WALLET_TRANSACTIONS: every credit and debit, newest first; filter by customer (the wallet list links here filtered). */
import { walletTransactionResource } from '../../../contract';
import { ResourceListScreen } from '../resources/ResourceListScreen';

export const WalletTransactionsScreen = () => <ResourceListScreen def={walletTransactionResource} />;
