/** WALLET_TRANSACTIONS: every credit and debit, newest first; filter by customer (the wallet list links here filtered). */
import { walletTransactionResource } from '../../../contract';
import { ResourceListScreen } from '../../components/resource-screen/ResourceListScreen';

export const WalletTransactionsScreen = () => <ResourceListScreen def={walletTransactionResource} />;
