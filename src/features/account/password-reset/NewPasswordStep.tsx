/** SET_NEW_PASSWORD: the new password twice, under the rules of change password; every session ends once it is set. */
import { Button, Callout } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, routePath } from '../../../../contract';
import { NewPasswordSchema, type NewPassword } from '../../../../contract/account/password-reset';
import { TextField } from '../../../components/form/TextField';
import type { ResetStepProps } from './ForgotPasswordStep';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

export function NewPasswordStep({ flow, title }: ResetStepProps) {
  const saving = useSelector(flow, (s) => s.matches({ password: 'saving' }));
  const error = useSelector(flow, (s) => (s.matches({ password: 'failed' }) ? s.context.error : null));
  const fieldErrors = useSelector(flow, (s) => s.context.fieldErrors);
  const { control, handleSubmit, setError } = useForm<NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  // The server's word on a field goes under that field.
  useEffect(() => {
    for (const item of fieldErrors) {
      const field = FIELDS.find((f) => f === item.field);
      if (field) setError(field, { type: 'server', message: item.message }, { shouldFocus: true });
    }
  }, [fieldErrors, setError]);
  const unplaced = fieldErrors.filter((item) => !FIELDS.some((f) => f === item.field)).map((item) => item.message);
  const shown = error ?? unplaced[0] ?? null;

  return (
    <div className="login-page">
      <h1 className="blank-title">{title}</h1>
      <p className="blank-subtitle">
        At least {PASSWORD_MIN_LENGTH} characters. Every place you are signed in is signed out when it changes.
      </p>
      <form
        className="login-form"
        noValidate
        onSubmit={handleSubmit((values) => flow.send({ type: 'password.submit', ...values }))}
      >
        {shown && (
          <Callout intent="danger" icon="error" compact className="login-error" role="alert">
            {shown}
          </Callout>
        )}
        <TextField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <TextField
          control={control}
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" intent="primary" text="Set password" fill loading={saving} disabled={saving} />
      </form>
      <div className="login-links">
        <Link to={routePath('LOGIN')}>Back to sign in</Link>
      </div>
    </div>
  );
}
