/**
 * The confirmation of a return action (seed §2: 'Confirmation', Cancel / OK), driven by the confirm
 * machine: reject asks for the reason (required), refund asks where the money goes. A failure stays
 * here with Retry, which resends the same attempt (same Idempotency-Key), so nothing applies twice, when sending
 * again may work (no answer, a 5xx); a refusal it cannot change (the return moved on: a 409) leaves only Close.
 * Enter submits (as OK does) and Escape cancels from the moment it opens, wherever focus is.
 */
import { Button, Callout, DialogBody, DialogFooter, FormGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { Dialog } from '../../components/overlays';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { CONSTANTS, VALIDATION } from '../../../contract';
import type { RefundMethod } from '../../../contract/orders/order-status';
import {
  RETURN_ACTION_PROMPTS,
  describeRequest,
  returnActionDone,
  type ReturnDetail,
} from '../../../contract/returns/returns';
import type { ReturnAction } from '../../../machines/returns/return-lifecycle.machine';
import { confirmMachine } from '../../../machines/platform/confirm.machine';
import { applyReturnAction } from '../../../machines/returns/return-lifecycle';
import { toast } from '../../components/toast';
import { useDialogKeys } from '../../components/use-dialog-keys';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { refreshAfterAction, submitReturnAction } from './returns-api';

export interface ReturnActionDialogProps {
  action: ReturnAction;
  request: ReturnDetail;
  onClose: () => void;
}

/** The values the dialog asks for, read by the confirmed work when OK is pressed. */
interface Answers {
  reason: string;
  refundMethod: RefundMethod;
}

/** The confirm machine with this action as its work, and the box the dialog's answers are kept in. */
function createActionController({ action, request, onClose }: ReturnActionDialogProps, client: QueryClient) {
  const box: Answers = { reason: '', refundMethod: 'wallet' };
  const idempotencyKey = newIdempotencyKey();
  const machine = confirmMachine.provide({
    actors: {
      runConfirmed: fromPromise(async () => {
        const refundMethod = action === 'return.refund' ? box.refundMethod : undefined;
        await submitReturnAction({
          action,
          id: request.id,
          version: request.version,
          idempotencyKey,
          reason: box.reason.trim() || undefined,
          refundMethod,
        });
        await refreshAfterAction(client, request.kind, request.id);
      }),
    },
    actions: {
      settle: (_, { confirmed }: { confirmed: boolean }) => {
        const what = describeRequest(request);
        if (confirmed)
          toast.success(
            returnActionDone(what[0].toUpperCase() + what.slice(1), applyReturnAction(request, action) ?? ''),
          );
        onClose();
      },
    },
  });
  // The dialog writes its answers here as they are typed; the work reads them when OK is pressed.
  const remember = (patch: Partial<Answers>) => Object.assign(box, patch);
  return { remember, machine };
}

export function ReturnActionDialog({ action, request, onClose }: ReturnActionDialogProps) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [refundMethod, setRefundMethod] = useState<RefundMethod>('wallet');
  const [missingReason, setMissingReason] = useState(false);
  const what = describeRequest(request);
  const [{ remember, machine }] = useState(() => createActionController({ action, request, onClose }, client));
  const actor = useActorRef(machine);
  const isOpen = useSelector(actor, (s) => !s.matches('closed'));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'dialog.retry' }));
  // Issue 40 item 15: a refusal offered a Retry that could only be refused again.
  const refused = failed && !canRetry;
  // Close takes the focus the removed Retry had.
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refused) closeRef.current?.focus();
  }, [refused]);

  useEffect(() => {
    actor.send({ type: 'dialog.open', message: RETURN_ACTION_PROMPTS[action](what) });
  }, [actor, action, what]);

  const needsReason = action === 'return.reject';
  const cancel = () => actor.send({ type: 'dialog.cancel' });
  const proceed = () => {
    if (submitting) return;
    if (refused) return cancel();
    if (needsReason && reason.trim() === '') return setMissingReason(true);
    actor.send({ type: failed ? 'dialog.retry' : 'dialog.confirm' });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    proceed();
  };
  // Enter submits and Escape cancels wherever focus is while the dialog opens; OK and the reason keep their own Enter.
  const containerRef = useDialogKeys(isOpen, {
    onEnter: submitting ? undefined : proceed,
    onEscape: submitting ? undefined : cancel,
  });

  return (
    <Dialog
      isOpen={isOpen}
      title="Confirmation"
      onClose={submitting ? undefined : cancel}
      canEscapeKeyClose={!submitting}
      canOutsideClickClose={false}
      isCloseButtonShown={false}
      containerRef={containerRef}
      // The dialog must not take focus from OK (or the reason field), or Enter would land on the container.
      autoFocus={false}
      style={{ maxWidth: CONSTANTS.confirmMaxWidth, width: 'calc(100% - 32px)' }}
    >
      <form onSubmit={submit}>
        <DialogBody>
          <p className="confirm-message">{RETURN_ACTION_PROMPTS[action](what)}</p>
          {needsReason && (
            <FormGroup
              label="Reason"
              labelFor="return-action-reason"
              labelInfo="(required)"
              intent={missingReason ? 'danger' : 'none'}
              helperText={missingReason ? VALIDATION.required : undefined}
            >
              <TextArea
                id="return-action-reason"
                fill
                autoFocus
                maxLength={500}
                value={reason}
                disabled={submitting}
                intent={missingReason ? 'danger' : 'none'}
                onChange={(e) => {
                  remember({ reason: e.target.value });
                  setReason(e.target.value);
                  setMissingReason(false);
                }}
              />
            </FormGroup>
          )}
          {action === 'return.refund' && (
            <RadioGroup
              label="Refund to"
              selectedValue={refundMethod}
              disabled={submitting}
              onChange={(e) => {
                const method = e.currentTarget.value as RefundMethod;
                remember({ refundMethod: method });
                setRefundMethod(method);
              }}
            >
              <Radio value="wallet" label="Customer wallet (credited now)" />
              <Radio value="original" label="Original payment (recorded; paid back outside the portal)" />
            </RadioGroup>
          )}
          {error && (
            <Callout intent="danger" compact icon="error">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button ref={closeRef} text={refused ? 'Close' : 'Cancel'} onClick={cancel} disabled={submitting} />
              {!refused && (
                <Button
                  type="submit"
                  text={failed ? 'Retry' : 'OK'}
                  intent={action === 'return.reject' || action === 'return.cancel' ? 'danger' : 'primary'}
                  loading={submitting}
                  autoFocus={!needsReason}
                />
              )}
            </>
          }
        />
      </form>
    </Dialog>
  );
}
