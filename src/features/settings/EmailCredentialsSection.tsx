/**
 * PORTAL_SETTINGS "email credentials": the SMTP server every e-mail goes out through. The password is never
 * shown (only that one is set and its last four characters) and is replaced only when a new one is typed.
 * Saving asks for confirmation (seed §8); "Send a test e-mail" goes to the signed-in user through the saved server.
 */
import { Button, Callout, Card, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  EMAIL_SECURITY,
  EMAIL_SECURITY_LABELS,
  EmailCredentialsUpdateSchema,
  MAIL_MESSAGES,
  type EmailCredentials,
  type EmailCredentialsUpdate,
} from '../../../contract';
import { useConfirm } from '../../components/confirm';
import { CheckboxField } from '../../components/form/BooleanFields';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { RecordHistory } from '../../components/history/RecordHistory';
import { toast } from '../../components/toast';
import { ApiError, errorMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { useHasPermission } from '../../lib/session/hooks';
import { useEmailCredentials, useSaveEmailCredentials, useSendTestEmail } from './email-credentials-api';
// oxlint-disable-next-line import/no-unassigned-import -- the section's stylesheet
import './email-credentials.css';

const FIELDS = ['host', 'port', 'security', 'username', 'password', 'fromName', 'fromAddress'] as const;
const LABELS = {
  host: 'SMTP host',
  port: 'Port',
  security: 'Security',
  username: 'Username',
  password: 'Password',
  fromName: 'From name',
  fromAddress: 'From address',
};

/** The e-mail credentials card of the portal settings screen. */
export function EmailCredentialsSection() {
  const setting = useEmailCredentials();
  return (
    <Card className="panel settings-card" compact>
      <div className="panel-header">
        <h2 className="panel-title">E-mail credentials</h2>
      </div>
      {setting.isPending && <Spinner size={20} />}
      {setting.isError && (
        <Callout intent="danger" icon="error" compact role="alert">
          {errorMessage(setting.error)} <Button size="small" text="Retry" onClick={() => void setting.refetch()} />
        </Callout>
      )}
      {setting.data && (
        <EmailCredentialsForm
          key={setting.data.version}
          setting={setting.data}
          onReload={() => void setting.refetch()}
        />
      )}
      {setting.data && (
        <RecordHistory entity="settings" id="emailCredentials" version={setting.data.version} labels={LABELS} />
      )}
    </Card>
  );
}

/** The fields, Save and the test e-mail. Mounted per version, so a reload starts afresh. */
function EmailCredentialsForm({ setting, onReload }: { setting: EmailCredentials; onReload(): void }) {
  const canEdit = useHasPermission('configuration.portalSettings.edit');
  const confirm = useConfirm();
  const save = useSaveEmailCredentials();
  const test = useSendTestEmail();
  const { password, configured, ...saved } = setting;
  const form = useForm<EmailCredentialsUpdate>({
    resolver: zodResolver(EmailCredentialsUpdateSchema) as unknown as Resolver<EmailCredentialsUpdate>,
    defaultValues: { ...saved, password: '', clearPassword: false },
  });
  const stale = save.error instanceof ApiError && save.error.status === 409;
  const dirty = form.formState.isDirty;

  const submit = form.handleSubmit(async (values) => {
    if (!(await confirm({ message: MAIL_MESSAGES.confirmSave }))) return;
    const ok = await save.mutateAsync({ ...values, version: setting.version }).then(
      () => true,
      (error: unknown) => {
        applyServerErrors(error, FIELDS, form.setError);
        return false;
      },
    );
    if (ok) toast.success(MAIL_MESSAGES.saved);
  });
  const passwordHelp = password.set
    ? `${password.lastFour ? `A password ending in ${password.lastFour} is saved.` : 'A password is saved.'} ${MAIL_MESSAGES.passwordKeep}.`
    : 'No password is saved (leave empty for a server without sign-in).';

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="email-credentials-form">
      <Callout intent={configured ? 'success' : 'warning'} compact className="screen-callout">
        {configured
          ? `E-mails go out through ${setting.host}:${setting.port} as ${setting.fromName ? `${setting.fromName} <${setting.fromAddress}>` : setting.fromAddress}.`
          : MAIL_MESSAGES.notConfigured}
      </Callout>
      {save.error && !(save.error instanceof ApiError && save.error.status === 400) && (
        <Callout intent="danger" icon="error" compact role="alert" className="screen-callout">
          {errorMessage(save.error)}{' '}
          {stale && (
            <Button
              size="small"
              text="Reload"
              onClick={() => {
                save.reset();
                onReload();
              }}
            />
          )}
        </Callout>
      )}
      <fieldset className="settings-grid" disabled={!canEdit || save.isPending}>
        <TextField
          control={form.control}
          name="host"
          label={LABELS.host}
          placeholder="smtp.example.com"
          autoComplete="off"
        />
        <NumberField control={form.control} name="port" label={LABELS.port} integer />
        <SelectField
          control={form.control}
          name="security"
          label={LABELS.security}
          items={EMAIL_SECURITY}
          itemTitle={(s) => EMAIL_SECURITY_LABELS[s]}
          filterable={false}
        />
        <TextField control={form.control} name="username" label={LABELS.username} autoComplete="off" />
        <TextField
          control={form.control}
          name="password"
          label={LABELS.password}
          type="password"
          autoComplete="new-password"
          helperText={passwordHelp}
          placeholder={password.set ? `•••• ${password.lastFour ?? ''}`.trim() : ''}
        />
        {password.set && (
          <CheckboxField
            control={form.control}
            name="clearPassword"
            label="Remove the saved password (a server without sign-in)"
          />
        )}
        <TextField control={form.control} name="fromName" label={LABELS.fromName} placeholder="The shop's name" />
        <TextField
          control={form.control}
          name="fromAddress"
          label={LABELS.fromAddress}
          type="email"
          placeholder="orders@example.com"
        />
      </fieldset>
      <div className="settings-actions">
        <Button type="submit" intent="primary" text="Save" loading={save.isPending} disabled={!canEdit} />
        <Button
          text="Send a test e-mail"
          icon="envelope"
          loading={test.isPending}
          disabled={!canEdit || !configured || dirty}
          onClick={() => test.mutate()}
        />
      </div>
      {dirty && configured && (
        <p className="bp6-text-muted settings-note">
          Save the changes first: the test e-mail goes through the saved server.
        </p>
      )}
      <TestEmailOutcome test={test} />
    </form>
  );
}

/** The test e-mail's result in words: where it went, or why the server refused it. */
function TestEmailOutcome({ test }: { test: ReturnType<typeof useSendTestEmail> }) {
  if (test.isError)
    return (
      <Callout intent="danger" icon="error" compact role="alert" className="screen-callout">
        {errorMessage(test.error)}
      </Callout>
    );
  if (!test.data) return null;
  return test.data.delivered ? (
    <Callout intent="success" icon="tick" compact role="status" className="screen-callout">
      {MAIL_MESSAGES.testSent(test.data.to)}
    </Callout>
  ) : (
    <Callout intent="danger" icon="error" compact role="alert" className="screen-callout">
      {MAIL_MESSAGES.testFailed(test.data.error ?? '')}
    </Callout>
  );
}
