/**
 * The confirmation dialog's view: title 'Confirmation', max width 500, Cancel / OK (seed §2).
 * Enter confirms (or retries) and Escape cancels as soon as it is open, wherever focus is.
 */
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from './overlays';
import { useSelector } from '@xstate/react';
import { CONSTANTS } from '../../contract';
import type { ActorRefFrom } from 'xstate';
import type { confirmMachine } from '../../machines/platform/confirm.machine';
import { useDialogKeys } from './use-dialog-keys';

/** The running confirm machine whose question the dialog shows. */
export type ConfirmActor = ActorRefFrom<typeof confirmMachine>;

/** Renders whatever the confirm actor holds; every button is enabled by `state.can`. */
export function ConfirmDialogView({ actor }: { actor: ConfirmActor }) {
  const isOpen = useSelector(actor, (s) => !s.matches('closed'));
  const title = useSelector(actor, (s) => s.context.title);
  const message = useSelector(actor, (s) => s.context.message);
  const confirmText = useSelector(actor, (s) => s.context.confirmText);
  const cancelText = useSelector(actor, (s) => s.context.cancelText);
  const intent = useSelector(actor, (s) => s.context.intent);
  const error = useSelector(actor, (s) => s.context.error);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'dialog.cancel' }));
  const canProceed = useSelector(actor, (s) => s.can({ type: 'dialog.confirm' }) || s.can({ type: 'dialog.retry' }));

  const cancel = () => actor.send({ type: 'dialog.cancel' });
  const proceed = () => actor.send({ type: failed ? 'dialog.retry' : 'dialog.confirm' });
  const containerRef = useDialogKeys(isOpen, {
    onEnter: canProceed ? proceed : undefined,
    onEscape: canCancel ? cancel : undefined,
  });

  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={canCancel ? cancel : undefined}
      canEscapeKeyClose={canCancel}
      canOutsideClickClose={false}
      isCloseButtonShown={false}
      containerRef={containerRef}
      portalClassName="app-layer-dialog"
      style={{ maxWidth: CONSTANTS.confirmMaxWidth, width: 'calc(100% - 32px)' }}
    >
      <DialogBody>
        <p className="confirm-message">{message}</p>
        {error && (
          <Callout intent="danger" compact icon="error">
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText} onClick={cancel} disabled={!canCancel} />
            {/* A refusal that trying again cannot change (e.g. an in-use 409) leaves only Cancel. */}
            {(!failed || canProceed) && (
              <Button
                text={failed ? 'Retry' : confirmText}
                intent={intent}
                onClick={proceed}
                loading={submitting}
                autoFocus
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
