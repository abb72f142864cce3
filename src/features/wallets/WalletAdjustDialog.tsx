/**
 * The credit/debit dialog of a customer's wallet: type, amount (> 0, two decimals), reason (required,
 * at most 200). Its flow is the wallet-adjustment machine; the server's errors land on their fields
 * (a debit past zero on the amount), a failed call offers Retry with the same Idempotency-Key.
 */
import { Button, Callout, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../../components/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import {
  WALLET_REASON_MAX,
  WALLET_TRANSACTION_TYPES,
  WalletAdjustmentSchema,
  type WalletAdjustment,
  type WalletAdjustmentForm,
} from '../../../contract';
import type { walletAdjustmentMachine } from '../../../machines/wallets/wallet-adjustment.machine';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { formatCurrency } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';

export interface WalletAdjustDialogProps {
  /** The dialog's flow, owned by the screen (it opens the dialog for a row). */
  actor: ActorRefFrom<typeof walletAdjustmentMachine>;
}

const DEFAULTS: WalletAdjustmentForm = { type: 'credited', amount: null, reason: '' };
const TYPE_LABELS: Record<WalletAdjustment['type'], string> = {
  credited: 'Credit (add to the balance)',
  debited: 'Debit (take from the balance)',
};
const FIELDS = ['type', 'amount', 'reason'] as const;

export function WalletAdjustDialog({ actor }: WalletAdjustDialogProps) {
  const isOpen = useSelector(actor, (s) => !s.matches('closed'));
  const customer = useSelector(actor, (s) => s.context.customer);
  // While the posting is sent the machine takes no close: nothing offers one.
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  return (
    <Dialog
      isOpen={isOpen}
      title={customer ? `Wallet of ${customer.name}` : 'Wallet'}
      onClose={() => actor.send({ type: 'dialog.close' })}
      canOutsideClickClose={false}
      canEscapeKeyClose={!submitting}
      isCloseButtonShown={!submitting}
    >
      {isOpen && customer && <WalletAdjustForm actor={actor} balance={customer.walletBalance} />}
    </Dialog>
  );
}

function WalletAdjustForm({ actor, balance }: WalletAdjustDialogProps & { balance: string }) {
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const form = useForm<WalletAdjustmentForm>({
    resolver: zodResolver(WalletAdjustmentSchema) as unknown as Resolver<WalletAdjustmentForm>,
    mode: 'onTouched',
    defaultValues: DEFAULTS,
  });
  const { setError } = form;

  // The server's refusals go onto the form's fields (react-hook-form state, not React state).
  useEffect(() => {
    for (const e of fieldErrors) {
      const field = FIELDS.find((f) => f === e.field) ?? 'amount';
      setError(field, { type: 'server', message: e.message }, { shouldFocus: true });
    }
  }, [fieldErrors, setError]);

  const submit = form.handleSubmit((values) =>
    actor.send({
      type: 'form.submit',
      values: values as unknown as WalletAdjustment,
      idempotencyKey: newIdempotencyKey(),
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>
          Current balance: <strong data-testid="wallet-dialog-balance">{formatCurrency(balance)}</strong>
        </p>
        {failure && (
          <Callout intent="danger" icon="error" compact role="alert">
            {failure} <Button size="small" text="Retry" onClick={() => actor.send({ type: 'dialog.retry' })} />
          </Callout>
        )}
        <SelectField
          control={form.control}
          name="type"
          label="Type"
          items={WALLET_TRANSACTION_TYPES}
          itemTitle={(t) => TYPE_LABELS[t]}
          filterable={false}
        />
        <NumberField control={form.control} name="amount" label="Amount" placeholder="e.g. 150.00" unit="₹" />
        <TextAreaField
          control={form.control}
          name="reason"
          label="Reason"
          placeholder={`Why (at most ${WALLET_REASON_MAX} characters)`}
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
            <Button type="submit" intent="primary" text="Save" loading={submitting} />
          </>
        }
      />
    </form>
  );
}
