/** FORGOT_PASSWORD: the username or email of the account, then Send code. */
import { Button, Callout } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { routePath } from '../../../../contract';
import { RequestResetCodeSchema, type RequestResetCode } from '../../../../contract/account/password-reset';
import { TextField } from '../../../components/form/TextField';
import type { PasswordResetActor } from './reset-flow';

export interface ResetStepProps {
  /** The reset in progress. */
  flow: PasswordResetActor;
  /** The route's title, the step's heading. */
  title: string;
}

export function ForgotPasswordStep({ flow, title }: ResetStepProps) {
  const sending = useSelector(flow, (s) => s.matches({ forgot: 'requesting' }));
  const error = useSelector(flow, (s) => (s.matches({ forgot: 'failed' }) ? s.context.error : null));
  const login = useSelector(flow, (s) => s.context.login);
  const { control, handleSubmit } = useForm<RequestResetCode>({
    resolver: zodResolver(RequestResetCodeSchema),
    mode: 'onTouched',
    defaultValues: { login },
  });

  return (
    <div className="login-page">
      <h1 className="blank-title">{title}</h1>
      <p className="blank-subtitle">
        Enter the username or email of your account. We will email a 6-digit code to its registered email.
      </p>
      <form
        className="login-form"
        noValidate
        onSubmit={handleSubmit((values) => flow.send({ type: 'login.submit', login: values.login }))}
      >
        {error && (
          <Callout intent="danger" icon="error" compact className="login-error" role="alert">
            {error}
          </Callout>
        )}
        <TextField control={control} name="login" label="Username or email" autoComplete="username" autoFocus />
        <Button type="submit" intent="primary" text="Send code" fill loading={sending} disabled={sending} />
      </form>
      <div className="login-links">
        <Link to={routePath('LOGIN')}>Back to sign in</Link>
      </div>
    </div>
  );
}
