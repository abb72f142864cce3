/**
 * The endpoint dialog, driven by the webhook-endpoint machine: URL, description, the events (checkboxes by area) and
 * the switch, to add or change an endpoint; then, for a new endpoint or a rolled secret, the signing secret shown once
 * in a read-only field with Copy, until the dialog is closed.
 */
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WebhookEndpointSaveSchema,
  type WebhookEndpointSave,
  type WebhookEventType,
} from '../../../contract';
import type { webhookEndpointMachine } from '../../../machines/webhooks/webhook-endpoint.machine';
import { SwitchField } from '../../components/form/BooleanFields';
import { CheckboxGroupField } from '../../components/form/CheckboxGroupField';
import { TextField } from '../../components/form/TextField';
import { Dialog } from '../../components/overlays';
import { SecretShownOnce } from '../../components/SecretShownOnce';

type Actor = ActorRefFrom<typeof webhookEndpointMachine>;
type FormValues = { url: string; description: string; eventTypes: WebhookEventType[]; enabled: boolean };
const FIELDS = ['url', 'description', 'eventTypes', 'enabled'] as const;

/** The events grouped by what they are about: `order.created` is in Orders. */
const GROUPS = [...new Set(WEBHOOK_EVENT_TYPES.map((type) => type.split('.')[0]))].map(
  (group) => [group, WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith(`${group}.`))] as const,
);
const GROUP_LABELS: Record<string, string> = {
  order: 'Orders',
  payment: 'Payments',
  return: 'Returns',
  exchange: 'Exchanges',
  product: 'Products',
  stock: 'Stock',
  customer: 'Customers',
  ticket: 'Support tickets',
  review: 'Reviews',
};

const EVENT_GROUPS = GROUPS.map(([group, types]) => ({
  name: GROUP_LABELS[group] ?? group,
  options: types.map((type) => ({ value: type, label: type })),
}));

export function WebhookEndpointDialog({ actor }: { actor: Actor }) {
  const isOpen = useSelector(actor, (s) => !s.matches('closed') && !s.matches('rolling'));
  const busy = useSelector(actor, (s) => s.matches('saving'));
  const showingSecret = useSelector(actor, (s) => s.matches('showingSecret'));
  const mode = useSelector(actor, (s) => s.context.mode);
  const rollFailed = useSelector(actor, (s) => s.matches('failed') && s.context.mode === 'roll');
  const title = showingSecret
    ? mode === 'roll'
      ? 'Signing secret rolled'
      : 'Endpoint added'
    : mode === 'edit'
      ? 'Edit endpoint'
      : mode === 'roll'
        ? 'Roll signing secret'
        : 'Add endpoint';
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={() => actor.send({ type: 'dialog.close' })}
      canOutsideClickClose={false}
      canEscapeKeyClose={!busy && !showingSecret}
      isCloseButtonShown={!busy}
    >
      {isOpen &&
        (showingSecret ? (
          <SecretView actor={actor} />
        ) : rollFailed ? (
          <RollFailure actor={actor} />
        ) : (
          <EndpointForm actor={actor} />
        ))}
    </Dialog>
  );
}

function EndpointForm({ actor }: { actor: Actor }) {
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const endpoint = useSelector(actor, (s) => s.context.endpoint);
  const form = useForm<FormValues>({
    resolver: zodResolver(WebhookEndpointSaveSchema) as unknown as Resolver<FormValues>,
    mode: 'onTouched',
    defaultValues: endpoint
      ? {
          url: endpoint.url,
          description: endpoint.description,
          eventTypes: endpoint.eventTypes as WebhookEventType[],
          enabled: endpoint.enabled,
        }
      : { url: 'https://', description: '', eventTypes: ['order.created'], enabled: true },
  });
  const { setError } = form;
  useEffect(() => {
    for (const e of fieldErrors)
      setError(FIELDS.find((f) => f === e.field) ?? 'url', { type: 'server', message: e.message });
  }, [fieldErrors, setError]);
  const submit = form.handleSubmit((values) =>
    actor.send({ type: 'form.submit', values: values as WebhookEndpointSave }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <DialogBody>
        {failure && (
          <Callout intent="danger" icon="error" compact role="alert">
            {failure} <Button size="small" text="Retry" onClick={() => actor.send({ type: 'dialog.retry' })} />
          </Callout>
        )}
        <TextField
          control={form.control}
          name="url"
          label="URL"
          placeholder="https://example.com/webhooks"
          helperText="https, on a public host: checked now and before every delivery."
          autoFocus
        />
        <TextField control={form.control} name="description" label="Description" placeholder="e.g. ERP, warehouse" />
        <CheckboxGroupField
          control={form.control}
          name="eventTypes"
          legend="Events"
          groups={EVENT_GROUPS}
          className="webhook-events"
        />
        <SwitchField control={form.control} name="enabled" label="On: deliver events to this endpoint" />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              text="Cancel"
              variant="minimal"
              disabled={saving}
              onClick={() => actor.send({ type: 'dialog.close' })}
            />
            <Button type="submit" intent="primary" text={endpoint ? 'Save' : 'Add endpoint'} loading={saving} />
          </>
        }
      />
    </form>
  );
}

function RollFailure({ actor }: { actor: Actor }) {
  const failure = useSelector(actor, (s) => s.context.error);
  return (
    <>
      <DialogBody>
        <Callout intent="danger" icon="error" compact role="alert">
          {failure}
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" variant="minimal" onClick={() => actor.send({ type: 'dialog.close' })} />
            <Button intent="primary" text="Retry" onClick={() => actor.send({ type: 'dialog.retry' })} />
          </>
        }
      />
    </>
  );
}

/** The signing secret, this once, and a close that forgets it. */
function SecretView({ actor }: { actor: Actor }) {
  const secret = useSelector(actor, (s) => s.context.secret) ?? '';
  const mode = useSelector(actor, (s) => s.context.mode);
  const url = useSelector(actor, (s) => s.context.endpoint?.url) ?? '';
  return (
    <SecretShownOnce
      notice={mode === 'roll' ? WEBHOOK_MESSAGES.rolled : WEBHOOK_MESSAGES.created}
      label={`Signing secret of ${url}`}
      secret={secret}
      usage={
        <>
          The receiver checks each request’s <code>Shop-Signature</code> header with it (docs/webhooks.md).
        </>
      }
      onDone={() => actor.send({ type: 'dialog.close' })}
    />
  );
}
