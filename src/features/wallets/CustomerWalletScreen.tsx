/**
 * CUSTOMER_WALLET: customers with their wallet balance; per row a credit/debit (for users who may edit
 * wallets) and a link to that customer's transactions. After a posting both lists refresh.
 */
import { Button, ButtonGroup } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import {
  customerWalletResource,
  filterDefinitionsOf,
  routePath,
  WALLET_MESSAGES,
  type CustomerWalletRow,
} from '../../../contract';
import { walletAdjustmentMachine } from '../../../machines/wallets/wallet-adjustment.machine';
import { useHasPermission } from '../../lib/session/hooks';
import { DataTable, useTableUrlState } from '../../components/data-table';
import { encodeCriteria } from '../../components/data-table/url-codec';
import { FilterPanel } from '../../components/filter-panel/FilterPanel';
import { ScreenHeader } from '../../components/ScreenHeader';
import { toast } from '../../components/toast';
import { usePageTitle } from '../../lib/page-title';
import { invalidateWrites } from '../../lib/write-effects';
import { postWalletAdjustment } from './wallet-api';
import { WalletAdjustDialog } from './WalletAdjustDialog';

/** The transactions screen filtered to one customer. */
export const transactionsOf = (customerId: number) =>
  `${routePath('WALLET_TRANSACTIONS')}?q=${encodeCriteria([{ filterKey: 'customerId', operation: 'eq', value: [customerId] }])}`;

export function CustomerWalletScreen() {
  usePageTitle(customerWalletResource.title);
  const table = useTableUrlState(customerWalletResource);
  const definitions = useMemo(() => filterDefinitionsOf(customerWalletResource), []);
  const canEdit = useHasPermission('orders.wallet.edit');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dialog = useActorRef(
    walletAdjustmentMachine.provide({
      actors: { postAdjustment: fromPromise(({ input }) => postWalletAdjustment(input)) },
      actions: {
        notifyPosted: (_, { values }) => {
          toast.success(values.type === 'credited' ? WALLET_MESSAGES.credited : WALLET_MESSAGES.debited);
          void invalidateWrites(queryClient, [customerWalletResource.key]);
        },
      },
    }),
  );

  const rowActions = (row: CustomerWalletRow) => (
    <ButtonGroup variant="minimal" size="small">
      {canEdit && (
        <Button
          icon="bank-account"
          aria-label={`Credit or debit ${row.name}`}
          title="Credit / debit"
          onClick={() =>
            dialog.send({
              type: 'dialog.open',
              customer: { id: row.id, name: row.name, walletBalance: row.walletBalance },
            })
          }
        />
      )}
      <Button
        icon="exchange"
        aria-label={`Transactions of ${row.name}`}
        title="Transactions"
        onClick={() => navigate(transactionsOf(row.id))}
      />
    </ButtonGroup>
  );

  return (
    <div className="screen screen-fill">
      <ScreenHeader title={customerWalletResource.title} />
      <DataTable
        def={customerWalletResource}
        state={table.state}
        onStateChange={table.onStateChange}
        toolbar={
          <FilterPanel
            definitions={definitions}
            applied={table.state.criteria}
            onChange={(criteria) => table.onStateChange({ criteria })}
          />
        }
        rowActions={rowActions}
        rowActionsWidth={80}
      />
      <WalletAdjustDialog actor={dialog} />
    </div>
  );
}
