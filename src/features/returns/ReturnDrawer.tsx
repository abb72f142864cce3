/**
 * One return or exchange beside the table: its order and customer, the answers to the return questions,
 * the order's items, the refund or the replacement, and the actions the lifecycle machine allows now
 * (a disabled one says why). Each action opens its confirmation.
 */
import { Button, Callout, DrawerSize, HTMLTable, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { returnActionLabel, RETURN_PERMISSION_MODULE, type ReturnDetail } from '../../../contract/returns/returns';
import { RETURN_ACTIONS, type ReturnAction } from '../../../machines/returns/return-lifecycle.machine';
import { unavailableReturnReason } from '../../../machines/returns/return-lifecycle';
import { useHasPermission } from '../../lib/session/hooks';
import { DialogDrawer } from '../../components/DialogDrawer';
import { TitledCallout } from '../../components/TitledCallout';
import { RecordHistory } from '../../components/history/RecordHistory';
import { statusIntent } from '../../components/data-table';
import { errorMessage } from '../../lib/api';
import { formatCurrency, formatDateTime } from '../../lib/format';
import { ReturnActionDialog } from './ReturnActionDialog';
import { useReturnDetail } from './returns-api';

/** The actions that make sense for the kind (a return is never replaced, an exchange never refunded). */
const actionsOf = (r: ReturnDetail) =>
  RETURN_ACTIONS.filter((a) => (r.kind === 'return' ? a !== 'return.replace' : a !== 'return.refund'));

function ActionBar({
  request,
  canEdit,
  onAction,
}: {
  request: ReturnDetail;
  canEdit: boolean;
  onAction: (a: ReturnAction) => void;
}) {
  return (
    <div className="return-actions" role="toolbar" aria-label="Actions">
      {actionsOf(request).map((action) => {
        const why = canEdit
          ? unavailableReturnReason(request, action)
          : 'You do not have permission to change this request.';
        const button = (
          <Button
            size="small"
            text={returnActionLabel(action, request.kind)}
            disabled={why !== null}
            onClick={() => onAction(action)}
            intent={action === 'return.reject' || action === 'return.cancel' ? 'danger' : 'primary'}
            variant={why ? 'minimal' : 'solid'}
          />
        );
        return why ? (
          <Tooltip key={action} content={why}>
            <span className="return-action-disabled" title={why}>
              {button}
            </span>
          </Tooltip>
        ) : (
          <span key={action}>{button}</span>
        );
      })}
    </div>
  );
}

function Facts({ r }: { r: ReturnDetail }) {
  return (
    <div className="return-facts">
      <div>
        <small>Return No</small>
        {r.returnNo}
      </div>
      <div>
        <small>Order</small>
        {r.orderNo}
      </div>
      <div>
        <small>Customer</small>
        {r.customer.name}
        <br />
        <span className="muted">
          {r.customer.email} · {r.customer.phone}
        </span>
      </div>
      <div>
        <small>Requested</small>
        {formatDateTime(r.createdAt)}
      </div>
      <div>
        <small>Reason</small>
        {r.reason}
      </div>
      <div>
        <small>Amount</small>
        {formatCurrency(r.amount)} <span className="muted">of {formatCurrency(r.orderTotal)}</span>
      </div>
      {r.rejectionReason && (
        <div>
          <small>Rejected because</small>
          {r.rejectionReason}
        </div>
      )}
    </div>
  );
}

function Outcome({ r }: { r: ReturnDetail }) {
  if (r.refund) {
    const to = r.refund.method === 'wallet' ? `wallet (${r.refund.walletTransactionId})` : 'original payment';
    return (
      <TitledCallout level={3} intent="success" compact icon="bank-account" title={`Refund ${r.refund.reference}`}>
        {formatCurrency(r.refund.amount)} to the {to}, by {r.refund.createdByName} on{' '}
        {formatDateTime(r.refund.createdAt)}
      </TitledCallout>
    );
  }
  if (r.replacementOrder) {
    return (
      <TitledCallout
        level={3}
        intent="success"
        compact
        icon="swap-horizontal"
        title={`Replacement order ${r.replacementOrder.orderNo}`}
      >
        Status: {r.replacementOrder.status}
      </TitledCallout>
    );
  }
  return null;
}

function Body({ r }: { r: ReturnDetail }) {
  return (
    <>
      <Facts r={r} />
      <Outcome r={r} />
      <section className="return-section">
        <h3>Answers</h3>
        {r.answers.length === 0 ? (
          <p className="muted">No answers.</p>
        ) : (
          <dl className="return-answers">
            {r.answers.map((a) => (
              <div key={a.position}>
                <dt>{a.question}</dt>
                <dd>{a.answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className="return-section">
        <h3>Items of the order</h3>
        <HTMLTable compact striped className="return-table">
          <thead>
            <tr>
              <th>Product</th>
              <th>SKU</th>
              <th className="num">Qty</th>
              <th className="num">Price</th>
              <th className="num">Total</th>
            </tr>
          </thead>
          <tbody>
            {r.items.map((i) => (
              <tr key={i.id}>
                <td>{i.productName}</td>
                <td className="mono">{i.sku}</td>
                <td className="num">{i.quantity}</td>
                <td className="num">{formatCurrency(i.unitPrice)}</td>
                <td className="num">{formatCurrency(i.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </section>
    </>
  );
}

export function ReturnDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useReturnDetail(id);
  const r = detail.data;
  const canEdit = useHasPermission(r ? `${RETURN_PERMISSION_MODULE[r.kind]}.edit` : undefined);
  const [action, setAction] = useState<ReturnAction | null>(null);
  const title = r ? `${r.kind === 'return' ? 'Return' : 'Exchange'} ${r.returnNo}` : 'Loading…';
  return (
    <DialogDrawer
      isOpen
      title={title}
      onClose={onClose}
      size={DrawerSize.SMALL}
      className="return-drawer"
      icon={r?.kind === 'exchange' ? 'swap-horizontal' : 'undo'}
    >
      <div className="return-drawer-body">
        {detail.isPending && <Spinner size={24} />}
        {detail.isError && (
          <Callout intent="danger" icon="error">
            {errorMessage(detail.error)}
          </Callout>
        )}
        {r && (
          <>
            <div className="return-status-line">
              <Tag intent={statusIntent(r.status)} round aria-label="Status">
                {r.status}
              </Tag>
              <span className="muted">version {r.version}</span>
            </div>
            <ActionBar request={r} canEdit={canEdit} onAction={setAction} />
            <Body r={r} />
            <RecordHistory entity={r.kind} id={r.id} version={r.version} />
          </>
        )}
      </div>
      {r && action && <ReturnActionDialog key={action} action={action} request={r} onClose={() => setAction(null)} />}
    </DialogDrawer>
  );
}
