/**
 * A bulk job on screen: its confirmation (with the reason a cancel needs), then the progress bar and,
 * once finished, the outcome of every order — done, not allowed and why, failed — with "Retry failed".
 */
import { Button, Callout, DialogBody, DialogFooter, HTMLTable, ProgressBar, Tag } from '@blueprintjs/core';
import { Dialog } from '../../../components/overlays';
import { useSelector } from '@xstate/react';
import { ORDER_ACTION_LABELS, ORDER_MESSAGES } from '../../../../contract';
import type { BulkJob, BulkOutcome } from '../../../../contract/orders/order-processing';
import { needsReason } from '../../../../machines/orders/order-actions.machine';
import { ActionConfirmDialog } from '../ActionConfirmDialog';
import type { BulkJobActor } from './use-bulk-job';

const OUTCOME_LABEL: Record<BulkOutcome, string> = {
  done: 'Done',
  not_allowed: 'Not allowed',
  failed: 'Failed',
  pending: 'Pending',
};
const OUTCOME_INTENT = { done: 'success', not_allowed: 'warning', failed: 'danger', pending: 'none' } as const;
// Problems first: they are what the operator has to look at.
const OUTCOME_ORDER: Record<BulkOutcome, number> = { failed: 0, not_allowed: 1, pending: 2, done: 3 };

function Outcomes({ job }: { job: BulkJob }) {
  const items = job.items.toSorted(
    (a, b) => OUTCOME_ORDER[a.outcome] - OUTCOME_ORDER[b.outcome] || a.orderNo.localeCompare(b.orderNo),
  );
  return (
    <div className="bulk-outcomes">
      <HTMLTable compact striped className="order-table" aria-label="Outcomes">
        <thead>
          <tr>
            <th>Order</th>
            <th>Outcome</th>
            <th>Why</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.orderId} data-outcome={item.outcome}>
              <td className="mono">{item.orderNo}</td>
              <td>
                <Tag minimal intent={OUTCOME_INTENT[item.outcome]}>
                  {OUTCOME_LABEL[item.outcome]}
                </Tag>
              </td>
              <td>{item.message ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

export function BulkJobDialog({ actor }: { actor: BulkJobActor }) {
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const active = useSelector(actor, (s) => !s.matches('idle') && !s.matches('confirming'));
  const action = useSelector(actor, (s) => s.context.action);
  const count = useSelector(actor, (s) => s.context.count);
  const reason = useSelector(actor, (s) => s.context.reason);
  const job = useSelector(actor, (s) => s.context.job);
  const error = useSelector(actor, (s) => s.context.error);
  const finished = useSelector(actor, (s) => s.matches('finished'));
  const startFailed = useSelector(actor, (s) => s.matches('failed'));
  // Only where sending again may work: a refusal is answered the same way again.
  const canRetryStart = useSelector(actor, (s) => s.can({ type: 'bulk.retry' }));
  const canRetryFailed = useSelector(actor, (s) => s.can({ type: 'bulk.retryFailed' }));
  const retrying = useSelector(actor, (s) => s.matches('retrying'));
  if (!action) return null;
  const label = ORDER_ACTION_LABELS[action];
  const settled = job ? job.total - (job.tally.pending ?? 0) : 0;
  const close = () => actor.send({ type: startFailed ? 'dialog.cancel' : 'dialog.close' });

  return (
    <>
      <ActionConfirmDialog
        isOpen={confirming}
        message={ORDER_MESSAGES.confirmBulk(action, count)}
        needsReason={needsReason(action)}
        reason={reason}
        onReasonChange={(next) => actor.send({ type: 'reason.change', reason: next })}
        submitting={false}
        error={null}
        danger={needsReason(action)}
        onConfirm={() => actor.send({ type: 'dialog.confirm' })}
        onRetry={() => actor.send({ type: 'dialog.confirm' })}
        onCancel={() => actor.send({ type: 'dialog.cancel' })}
      />
      <Dialog
        isOpen={active}
        title={`Bulk: ${label}`}
        onClose={finished || startFailed ? close : undefined}
        canOutsideClickClose={false}
        isCloseButtonShown={finished || startFailed}
        className="bulk-dialog"
      >
        <DialogBody>
          <ProgressBar
            value={job && job.total ? settled / job.total : undefined}
            intent={finished ? 'success' : 'primary'}
            stripes={!finished}
            animate={!finished}
          />
          <div className="bulk-tally" aria-label="Tally">
            <span>{job ? `${settled} of ${job.total}` : 'Starting…'}</span>
            {job &&
              (['done', 'not_allowed', 'failed', 'pending'] as const).map((o) => (
                <Tag key={o} minimal intent={OUTCOME_INTENT[o]}>
                  {OUTCOME_LABEL[o]} {job.tally[o] ?? 0}
                </Tag>
              ))}
          </div>
          {error && (
            <Callout intent="danger" compact icon="error">
              {error}
            </Callout>
          )}
          {finished && job && <Outcomes job={job} />}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              {startFailed && canRetryStart && (
                <Button text="Retry" intent="primary" onClick={() => actor.send({ type: 'bulk.retry' })} />
              )}
              {(finished || retrying) && (
                <Button
                  text="Retry failed"
                  icon="refresh"
                  disabled={!canRetryFailed}
                  loading={retrying}
                  onClick={() => actor.send({ type: 'bulk.retryFailed' })}
                />
              )}
              <Button text="Close" disabled={!finished && !startFailed} onClick={close} autoFocus={finished} />
            </>
          }
        />
      </Dialog>
    </>
  );
}
