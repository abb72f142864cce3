/**
 * The "Create API key" dialog, driven by the api-key-create machine: a name, the scopes (checkboxes), a rate limit;
 * then the secret, shown once in a read-only field with Copy, until the dialog is closed.
 */
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import {
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_MESSAGES,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  CreateApiKeySchema,
  type CreateApiKey,
} from '../../../contract';
import type { apiKeyCreateMachine } from '../../../machines/store/api-key-create.machine';
import { CheckboxGroupField } from '../../components/form/CheckboxGroupField';
import { NumberField } from '../../components/form/NumberField';
import { TextField } from '../../components/form/TextField';
import { Dialog } from '../../components/overlays';
import { SecretShownOnce } from '../../components/SecretShownOnce';

export interface ApiKeyCreateDialogProps {
  actor: ActorRefFrom<typeof apiKeyCreateMachine>;
}

type FormValues = { name: string; scopes: CreateApiKey['scopes']; rateLimitPerMinute: number | null };
const DEFAULTS: FormValues = { name: '', scopes: ['catalogue.read'], rateLimitPerMinute: API_KEY_DEFAULT_RATE_LIMIT };
const FIELDS = ['name', 'scopes', 'rateLimitPerMinute'] as const;
const SCOPE_GROUPS = [
  { options: API_KEY_SCOPES.map((scope) => ({ value: scope, label: API_KEY_SCOPE_LABELS[scope] })) },
];

export function ApiKeyCreateDialog({ actor }: ApiKeyCreateDialogProps) {
  const isOpen = useSelector(actor, (s) => !s.matches('closed'));
  const creating = useSelector(actor, (s) => s.matches('creating'));
  const showingSecret = useSelector(actor, (s) => s.matches('showingSecret'));
  return (
    <Dialog
      isOpen={isOpen}
      title={showingSecret ? 'API key created' : 'Create API key'}
      onClose={() => actor.send({ type: 'dialog.close' })}
      canOutsideClickClose={false}
      canEscapeKeyClose={!creating && !showingSecret}
      isCloseButtonShown={!creating}
    >
      {isOpen && (showingSecret ? <SecretView actor={actor} /> : <KeyForm actor={actor} />)}
    </Dialog>
  );
}

function KeyForm({ actor }: ApiKeyCreateDialogProps) {
  const creating = useSelector(actor, (s) => s.matches('creating'));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const form = useForm<FormValues>({
    resolver: zodResolver(CreateApiKeySchema) as unknown as Resolver<FormValues>,
    mode: 'onTouched',
    defaultValues: DEFAULTS,
  });
  const { setError } = form;
  useEffect(() => {
    for (const e of fieldErrors)
      setError(FIELDS.find((f) => f === e.field) ?? 'name', { type: 'server', message: e.message });
  }, [fieldErrors, setError]);
  const submit = form.handleSubmit((values) =>
    actor.send({ type: 'form.submit', values: values as unknown as CreateApiKey }),
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
          name="name"
          label="Name"
          placeholder="e.g. Web shop"
          helperText="Who uses the key: the storefront, an app, a partner."
          autoFocus
        />
        <CheckboxGroupField control={form.control} name="scopes" legend="Scopes" groups={SCOPE_GROUPS} />
        <NumberField
          control={form.control}
          name="rateLimitPerMinute"
          label="Rate limit (requests per minute)"
          helperText="Calls past it are refused with 429 until the minute ends."
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              text="Cancel"
              variant="minimal"
              disabled={creating}
              onClick={() => actor.send({ type: 'dialog.close' })}
            />
            <Button type="submit" intent="primary" text="Create key" loading={creating} />
          </>
        }
      />
    </form>
  );
}

/** The secret, this once, and a close that forgets it. */
function SecretView({ actor }: ApiKeyCreateDialogProps) {
  const secret = useSelector(actor, (s) => s.context.secret) ?? '';
  const name = useSelector(actor, (s) => s.context.key?.name) ?? '';
  return (
    <SecretShownOnce
      notice={API_KEY_MESSAGES.created}
      label={`Secret of “${name}”`}
      secret={secret}
      usage={
        <>
          The storefront sends it with every call as <code>Authorization: Bearer &lt;secret&gt;</code>.
        </>
      }
      onDone={() => actor.send({ type: 'dialog.close' })}
    />
  );
}
