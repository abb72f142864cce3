/**
 * The "Create API key" dialog, driven by the api-key-create machine: a name, the scopes (checkboxes), a rate limit;
 * then the secret, shown once in a read-only field with Copy, until the dialog is closed.
 */
import { Button, Callout, Checkbox, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
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
import { NumberField } from '../../components/form/NumberField';
import { TextField } from '../../components/form/TextField';
import { Dialog } from '../../components/overlays';
import { firstErrorMessage } from '../../lib/validation';

export interface ApiKeyCreateDialogProps {
  actor: ActorRefFrom<typeof apiKeyCreateMachine>;
}

type FormValues = { name: string; scopes: CreateApiKey['scopes']; rateLimitPerMinute: number | null };
const DEFAULTS: FormValues = { name: '', scopes: ['catalogue.read'], rateLimitPerMinute: API_KEY_DEFAULT_RATE_LIMIT };
const FIELDS = ['name', 'scopes', 'rateLimitPerMinute'] as const;

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
        <ScopesField form={form} />
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

/** The scopes as a group of checkboxes: a fieldset named by its legend, its error under it. */
function ScopesField({ form }: { form: ReturnType<typeof useForm<FormValues>> }) {
  const errorId = useId();
  return (
    <Controller
      control={form.control}
      name="scopes"
      render={({ field, fieldState, formState }) => {
        const error = fieldState.isTouched || formState.isSubmitted ? firstErrorMessage(fieldState.error) : undefined;
        const chosen = new Set(field.value);
        return (
          <FormGroup
            intent={error ? 'danger' : 'none'}
            helperText={
              error ? (
                <span id={errorId} role="alert">
                  {error}
                </span>
              ) : undefined
            }
          >
            <fieldset className="api-key-scopes" aria-describedby={error ? errorId : undefined}>
              <legend>Scopes</legend>
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  label={API_KEY_SCOPE_LABELS[scope]}
                  checked={chosen.has(scope)}
                  onChange={(e) =>
                    field.onChange(
                      API_KEY_SCOPES.filter((s) => (s === scope ? e.currentTarget.checked : chosen.has(s))),
                    )
                  }
                  onBlur={field.onBlur}
                />
              ))}
            </fieldset>
          </FormGroup>
        );
      }}
    />
  );
}

/** The secret, this once: selectable, with Copy, and a close that forgets it. */
function SecretView({ actor }: ApiKeyCreateDialogProps) {
  const secret = useSelector(actor, (s) => s.context.secret) ?? '';
  const name = useSelector(actor, (s) => s.context.key?.name) ?? '';
  const [copied, setCopied] = useState(false);
  const id = useId();
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <>
      <DialogBody>
        <Callout intent="warning" icon="key" compact>
          {API_KEY_MESSAGES.created}
        </Callout>
        <FormGroup label={`Secret of “${name}”`} labelFor={id} className="api-key-secret">
          <InputGroup
            id={id}
            readOnly
            value={secret}
            className="api-key-secret-value"
            onFocus={(e) => e.currentTarget.select()}
            rightElement={
              <Button
                variant="minimal"
                icon={copied ? 'tick' : 'duplicate'}
                text={copied ? 'Copied' : 'Copy'}
                onClick={() => void copy()}
              />
            }
          />
        </FormGroup>
        <p>
          The storefront sends it with every call as <code>Authorization: Bearer &lt;secret&gt;</code>.
        </p>
      </DialogBody>
      <DialogFooter
        actions={<Button intent="primary" text="Done" onClick={() => actor.send({ type: 'dialog.close' })} />}
      />
    </>
  );
}
