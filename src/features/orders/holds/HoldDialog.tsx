/**
 * Put on hold (a reason from the list, a note; "Other" needs the note) or release (a note), for one order or the
 * table's selection. Its flow is the order-hold machine; the server's refusals land on their fields or above them.
 */
import { Button, Callout, DialogBody, DialogFooter, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { HoldBodySchema, ReleaseBodySchema } from '../../../../contract/orders/order-holds';
import { STAFF_HOLD_REASONS } from '../../../../contract/orders/order-status';
import type { HoldTarget, HoldValues } from '../../../../machines/orders/order-hold.machine';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { Dialog } from '../../../components/overlays';
import type { OrderHoldActor } from './use-order-hold';

const holdResolver = zodResolver(HoldBodySchema) as unknown as Resolver<HoldValues>;
const releaseResolver = zodResolver(ReleaseBodySchema) as unknown as Resolver<HoldValues>;

const which = (target: HoldTarget | null) =>
  !target ? '' : target.kind === 'order' ? `order ${target.orderNo}` : `${target.count} orders`;

export function HoldDialog({ actor }: { actor: OrderHoldActor }) {
  const isOpen = useSelector(actor, (s) => !s.matches('closed'));
  const mode = useSelector(actor, (s) => s.context.mode);
  const target = useSelector(actor, (s) => s.context.target);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  return (
    <Dialog
      isOpen={isOpen}
      title={mode === 'hold' ? `Put ${which(target)} on hold` : `Release ${which(target)}`}
      icon={mode === 'hold' ? 'pause' : 'play'}
      onClose={() => actor.send({ type: 'dialog.close' })}
      canOutsideClickClose={false}
      canEscapeKeyClose={!submitting}
      isCloseButtonShown={!submitting}
    >
      {isOpen && <HoldForm key={mode} actor={actor} />}
    </Dialog>
  );
}

function HoldForm({ actor }: { actor: OrderHoldActor }) {
  const mode = useSelector(actor, (s) => s.context.mode);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'dialog.retry' }));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const form = useForm<HoldValues>({
    resolver: mode === 'hold' ? holdResolver : releaseResolver,
    mode: 'onTouched',
    defaultValues: mode === 'hold' ? { reason: undefined, note: '' } : { note: '' },
  });
  const { setError } = form;
  // A field's refusal goes onto it; a refusal of the order itself (already on hold, moved on) shows above the form.
  const general = fieldErrors.filter((e) => e.field !== 'reason' && e.field !== 'note');
  useEffect(() => {
    for (const e of fieldErrors)
      if (e.field === 'reason' || e.field === 'note') setError(e.field, { type: 'server', message: e.message });
  }, [fieldErrors, setError]);
  const submit = form.handleSubmit((values) => actor.send({ type: 'form.submit', values }));

  return (
    <form noValidate onSubmit={submit}>
      <DialogBody>
        {[...general.map((e) => e.message), ...(failure ? [failure] : [])].map((message) => (
          <Callout key={message} intent="danger" icon="error" compact role="alert">
            {message}{' '}
            {failure === message && canRetry && (
              <Button size="small" text="Retry" onClick={() => actor.send({ type: 'dialog.retry' })} />
            )}
          </Callout>
        ))}
        {mode === 'hold' && (
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => {
              const error = form.formState.isSubmitted || fieldState.isTouched ? fieldState.error?.message : undefined;
              return (
                <FormGroup
                  intent={error ? 'danger' : 'none'}
                  helperText={error ? <span role="alert">{error}</span> : <span aria-hidden="true">{'\u00a0'}</span>}
                >
                  <RadioGroup
                    label="Reason"
                    name={field.name}
                    selectedValue={field.value ?? ''}
                    onChange={(e) => field.onChange(e.currentTarget.value)}
                    className="hold-reasons"
                  >
                    {STAFF_HOLD_REASONS.map((reason) => (
                      <Radio key={reason} value={reason} label={reason} onBlur={field.onBlur} />
                    ))}
                  </RadioGroup>
                </FormGroup>
              );
            }}
          />
        )}
        <TextAreaField
          control={form.control}
          name="note"
          label={mode === 'hold' ? 'Note (needed for Other)' : 'Note'}
          placeholder={mode === 'hold' ? 'What staff should know' : 'Why it can go ahead now'}
          rows={3}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              text="Cancel"
              variant="minimal"
              disabled={submitting}
              onClick={() => actor.send({ type: 'dialog.close' })}
            />
            <Button
              type="submit"
              intent={mode === 'hold' ? 'warning' : 'primary'}
              text={mode === 'hold' ? 'Put on hold' : 'Release'}
              loading={submitting}
            />
          </>
        }
      />
    </form>
  );
}
