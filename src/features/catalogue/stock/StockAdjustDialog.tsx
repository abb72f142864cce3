/**
 * The Adjust dialog of a variant: add, remove or set to, a whole quantity, a reason (received, correction,
 * damaged) and a note. Its flow is the stock-adjustment machine: the change is confirmed before it is sent,
 * the server's refusals land on their fields, a failed call offers Retry with the same Idempotency-Key.
 */
import { Button, Callout, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../../../components/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import {
  MANUAL_STOCK_REASONS,
  STOCK_ADJUST_MODES,
  STOCK_ADJUST_MODE_LABELS,
  STOCK_NOTE_MAX,
  STOCK_REASON_LABELS,
  StockAdjustFormSchema,
  type StockAdjustForm,
} from '../../../../contract/catalogue/stock';
import type { stockAdjustmentMachine } from '../../../../machines/catalogue/stock-adjustment.machine';
import { NumberField } from '../../../components/form/NumberField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { formatCount } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

export interface StockAdjustDialogProps {
  /** The dialog's flow, owned by the screen (it opens the dialog for a row). */
  actor: ActorRefFrom<typeof stockAdjustmentMachine>;
}

type FormValues = Omit<StockAdjustForm, 'quantity'> & { quantity: number | string | null };
const DEFAULTS: FormValues = { mode: 'add', quantity: null, reason: 'received', note: '' };

/** The stock after the change, as the question states it. */
const stockAfter = (stock: number, { mode, quantity }: StockAdjustForm) =>
  mode === 'set' ? quantity : mode === 'add' ? stock + quantity : stock - quantity;

export function StockAdjustDialog({ actor }: StockAdjustDialogProps) {
  const isOpen = useSelector(actor, (s) => !s.matches('closed'));
  const variant = useSelector(actor, (s) => s.context.variant);
  return (
    <Dialog
      isOpen={isOpen}
      title={variant ? `Adjust stock: ${variant.label}` : 'Adjust stock'}
      onClose={() => actor.send({ type: 'dialog.close' })}
      canOutsideClickClose={false}
    >
      {isOpen && variant && <StockAdjustForm actor={actor} stock={variant.stock} />}
    </Dialog>
  );
}

function StockAdjustForm({ actor, stock }: StockAdjustDialogProps & { stock: number }) {
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const values = useSelector(actor, (s) => s.context.values);
  const form = useForm<FormValues>({
    resolver: zodResolver(StockAdjustFormSchema) as unknown as Resolver<FormValues>,
    mode: 'onTouched',
    defaultValues: DEFAULTS,
  });
  const { setError } = form;

  // The server's refusals go onto the quantity (below zero, nothing to change) or the reason.
  useEffect(() => {
    for (const e of fieldErrors)
      setError(
        e.field === 'reason' || e.field === 'note' ? e.field : 'quantity',
        { type: 'server', message: e.message },
        { shouldFocus: true },
      );
  }, [fieldErrors, setError]);

  const submit = form.handleSubmit((v) =>
    actor.send({ type: 'form.submit', values: v as StockAdjustForm, idempotencyKey: newIdempotencyKey() }),
  );

  if ((confirming || submitting) && values) {
    const after = stockAfter(stock, values);
    return (
      <>
        <DialogBody>
          <p>
            Change the stock from <strong>{formatCount(stock)}</strong> to <strong>{formatCount(after)}</strong> (
            {STOCK_REASON_LABELS[values.reason]})?
          </p>
          {values.note && <p className={Classes.TEXT_MUTED}>{values.note}</p>}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button
                text="Back"
                variant="minimal"
                disabled={submitting}
                onClick={() => actor.send({ type: 'confirm.back' })}
              />
              <Button
                intent="primary"
                text="Confirm"
                loading={submitting}
                onClick={() => actor.send({ type: 'confirm.accept' })}
              />
            </>
          }
        />
      </>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>
          In stock now: <strong data-testid="stock-dialog-current">{formatCount(stock)}</strong>
        </p>
        {failure && (
          <Callout intent="danger" icon="error" compact role="alert">
            {failure} <Button size="small" text="Retry" onClick={() => actor.send({ type: 'dialog.retry' })} />
          </Callout>
        )}
        <SelectField
          control={form.control}
          name="mode"
          label="Change"
          items={STOCK_ADJUST_MODES}
          itemTitle={(m) => STOCK_ADJUST_MODE_LABELS[m]}
          filterable={false}
        />
        <NumberField control={form.control} name="quantity" label="Quantity" placeholder="e.g. 10" integer />
        <SelectField
          control={form.control}
          name="reason"
          label="Reason"
          items={MANUAL_STOCK_REASONS}
          itemTitle={(r) => STOCK_REASON_LABELS[r]}
          filterable={false}
        />
        <TextAreaField
          control={form.control}
          name="note"
          label="Note"
          placeholder={`Optional (at most ${STOCK_NOTE_MAX} characters)`}
          rows={2}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" variant="minimal" onClick={() => actor.send({ type: 'dialog.close' })} />
            <Button type="submit" intent="primary" text="Adjust" />
          </>
        }
      />
    </form>
  );
}
