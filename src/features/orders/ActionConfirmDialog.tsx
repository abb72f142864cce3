/**
 * The confirmation of an order action (seed §2: 'Confirmation', max width 500, Cancel / OK), with the
 * required reason for a cancel. Enter confirms (OK has focus, or the reason field submits the form),
 * Escape cancels. A failure stays here with Retry, which resends the same attempt, when sending again may work (no
 * answer, a 5xx); a refusal that it cannot change (403, 404, 422…) leaves only Close.
 */
import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { Dialog } from '../../components/overlays';
import { useEffect, useRef, type FormEvent } from 'react';
import { CONSTANTS, VALIDATION } from '../../../contract';
import { useTouched } from '../../components/form/useTouched';
import { useDialogKeys } from '../../components/use-dialog-keys';

export interface ActionConfirmDialogProps {
  isOpen: boolean;
  message: string;
  /** Shows the reason field; OK stays disabled until it has text. */
  needsReason: boolean;
  reason: string;
  onReasonChange: (reason: string) => void;
  submitting: boolean;
  /** The failure of the last attempt: OK becomes Retry, or goes when `canRetry` is false. */
  error: string | null;
  /** The failure may pass when sent again (the machine's `state.can` of its retry). */
  canRetry?: boolean;
  danger?: boolean;
  /** Shown above the message as a warning (e.g. someone else is processing the order). */
  warning?: string;
  onConfirm: () => void;
  onRetry: () => void;
  onCancel: () => void;
}

export function ActionConfirmDialog(p: ActionConfirmDialogProps) {
  const missingReason = p.needsReason && p.reason.trim() === '';
  // Seed §5: "required" shows once the reason was left or OK attempted, not on opening.
  const reasonTouched = useTouched(p.isOpen);
  const showMissing = missingReason && reasonTouched.shown;
  // A refusal sending again cannot change: nothing is left to do but close (issue 40 item 15).
  const refused = p.error !== null && !p.canRetry;
  // Close takes the focus the removed Retry had.
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refused) closeRef.current?.focus();
  }, [refused]);
  const proceed = () => {
    if (refused) return p.onCancel();
    if (missingReason) reasonTouched.attempt();
    if (p.submitting || missingReason) return;
    if (p.error) p.onRetry();
    else p.onConfirm();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    proceed();
  };
  // Enter confirms and Escape cancels wherever focus is while the dialog opens; OK keeps its own Enter.
  const containerRef = useDialogKeys(p.isOpen, { onEnter: proceed, onEscape: p.submitting ? undefined : p.onCancel });
  return (
    <Dialog
      isOpen={p.isOpen}
      title="Confirmation"
      onClose={p.submitting ? undefined : p.onCancel}
      canEscapeKeyClose={!p.submitting}
      canOutsideClickClose={false}
      isCloseButtonShown={false}
      containerRef={containerRef}
      // The dialog must not take focus from OK (or the reason field), or Enter would land on the container.
      autoFocus={false}
      className="order-confirm"
      style={{ maxWidth: CONSTANTS.confirmMaxWidth, width: 'calc(100% - 32px)' }}
    >
      <form onSubmit={submit}>
        <DialogBody>
          {p.warning && (
            <Callout intent="warning" compact icon="person" className="confirm-warning">
              {p.warning}
            </Callout>
          )}
          <p className="confirm-message">{p.message}</p>
          {p.needsReason && (
            <FormGroup
              label="Reason"
              labelFor="order-action-reason"
              labelInfo="(required)"
              helperText={showMissing ? VALIDATION.required : undefined}
              intent={showMissing ? 'danger' : 'none'}
            >
              <InputGroup
                id="order-action-reason"
                value={p.reason}
                maxLength={500}
                autoFocus
                disabled={p.submitting}
                onBlur={reasonTouched.touch}
                onChange={(e) => p.onReasonChange(e.target.value)}
              />
            </FormGroup>
          )}
          {p.error && (
            <Callout intent="danger" compact icon="error">
              {p.error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button ref={closeRef} text={refused ? 'Close' : 'Cancel'} onClick={p.onCancel} disabled={p.submitting} />
              {!refused && (
                <Button
                  type="submit"
                  text={p.error ? 'Retry' : 'OK'}
                  intent={p.danger ? 'danger' : 'primary'}
                  loading={p.submitting}
                  disabled={missingReason}
                  autoFocus={!p.needsReason}
                />
              )}
            </>
          }
        />
      </form>
    </Dialog>
  );
}
