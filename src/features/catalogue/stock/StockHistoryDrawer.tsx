/**
 * A variant's History drawer: its ledger rows, newest first (when, who, reason, change, balance after, the
 * order or return it names, the note), a page at a time with "Load more".
 */
import { Button, Callout, Classes, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router';
import { routePath } from '../../../../contract';
import { STOCK_REASON_LABELS, type StockLedgerRow, type StockVariantRow } from '../../../../contract/catalogue/stock';
import { DialogDrawer } from '../../../components/DialogDrawer';
import { errorMessage } from '../../../lib/api';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useStockHistory } from './stock-api';
import { variantLabel } from './variant-label';

export interface StockHistoryDrawerProps {
  variant: StockVariantRow;
  onClose: () => void;
}

/** The order or return a row names, as a link to it. */
function RecordLink({ row }: { row: StockLedgerRow }) {
  if (row.returnId !== null)
    return (
      <Link to={`${routePath('MANAGE_RETURN', { tab: 'all' })}?request=${row.returnId}`}>Return {row.returnId}</Link>
    );
  if (row.orderId !== null)
    return (
      <Link to={`${routePath('MANAGE_ORDER', { tab: 'all' })}?order=${row.orderId}`}>
        {row.orderNo ?? `Order ${row.orderId}`}
      </Link>
    );
  return null;
}

export function StockHistoryDrawer({ variant, onClose }: StockHistoryDrawerProps) {
  const history = useStockHistory(variant.id);
  const rows = history.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <DialogDrawer
      isOpen
      title={`Stock history: ${variantLabel(variant)}`}
      icon="history"
      onClose={onClose}
      size="min(760px, 100%)"
    >
      <div className={Classes.DRAWER_BODY}>
        <div className={Classes.DIALOG_BODY}>
          <p>
            In stock now: <strong data-testid="stock-history-current">{formatCount(variant.stock)}</strong> · low-stock
            threshold {formatCount(variant.lowStockThreshold)}
          </p>
          {history.isPending && <Spinner size={24} />}
          {history.error && (
            <Callout intent="danger" icon="error" compact>
              {errorMessage(history.error)}
            </Callout>
          )}
          {history.isSuccess && rows.length === 0 && <NonIdealState icon="history" title="No stock changes yet" />}
          {rows.length > 0 && (
            <HTMLTable compact striped className="stock-history-table" aria-label="Stock ledger">
              <thead>
                <tr>
                  <th>When</th>
                  <th>Who</th>
                  <th>Reason</th>
                  <th>Change</th>
                  <th>Balance</th>
                  <th>Order / return</th>
                  <th>Note</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDateTime(row.createdAt)}</td>
                    <td>{row.actorName}</td>
                    <td>{STOCK_REASON_LABELS[row.reason]}</td>
                    <td>{row.delta > 0 ? `+${formatCount(row.delta)}` : `−${formatCount(-row.delta)}`}</td>
                    <td>{formatCount(row.balance)}</td>
                    <td>
                      <RecordLink row={row} />
                    </td>
                    <td>{row.note}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          {history.hasNextPage && (
            <Button
              text="Load more"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            />
          )}
        </div>
      </div>
    </DialogDrawer>
  );
}
