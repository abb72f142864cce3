/**
 * Pick list and packing slips for the selection (issue 45 §3): prices on the slips or not, then the job's progress,
 * then Download PDF. Its flow is the pick-list machine.
 */
import { Button, Callout, Checkbox, DialogBody, DialogFooter, ProgressBar } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { Dialog } from '../../../components/overlays';
import type { PickListActor } from './use-pick-list';

export function PickListDialog({ actor }: { actor: PickListActor }) {
  const state = useSelector(actor, (s) => s.value as string);
  const { count, prices, done, total, error, downloaded } = useSelector(actor, (s) => s.context);
  const close = () => actor.send({ type: 'dialog.close' });
  const orders = `${count} ${count === 1 ? 'order' : 'orders'}`;
  return (
    <Dialog isOpen={state !== 'closed'} title={`Pick list for ${orders}`} icon="th" onClose={close}>
      <DialogBody>
        {state === 'asking' && (
          <>
            <p>
              One PDF: a pick list (each SKU once, with its total quantity and the orders that need it, in shelf order),
              then a packing slip a page per order with its number as a barcode.
            </p>
            <Checkbox
              label="Show prices on the packing slips"
              checked={prices}
              onChange={(e) => actor.send({ type: 'prices.change', prices: e.currentTarget.checked })}
            />
          </>
        )}
        {(state === 'starting' || state === 'making') && (
          <div role="status">
            <p>
              Laying out the packing slips: {done} of {total}
            </p>
            <ProgressBar intent="primary" value={total ? done / total : 0} aria-label="Pick list progress" />
          </div>
        )}
        {state === 'ready' && (
          <p role="status">
            The pick list for {orders} is ready{downloaded ? ' and downloaded' : ''}.
          </p>
        )}
        {state === 'failed' && (
          <Callout intent="danger" icon="error" compact role="alert">
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={state === 'asking' ? 'Cancel' : 'Close'} variant="minimal" onClick={close} />
            {state === 'asking' && (
              <Button intent="primary" text="Make PDF" onClick={() => actor.send({ type: 'dialog.confirm' })} />
            )}
            {(state === 'starting' || state === 'making') && <Button intent="primary" text="Make PDF" loading />}
            {state === 'ready' && (
              <Button
                intent="primary"
                icon="download"
                text="Download PDF"
                autoFocus
                onClick={() => actor.send({ type: 'pdf.download' })}
              />
            )}
            {state === 'failed' && (
              <Button intent="primary" text="Retry" onClick={() => actor.send({ type: 'dialog.retry' })} />
            )}
          </>
        }
      />
    </Dialog>
  );
}
