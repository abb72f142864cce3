/**
 * VERIFY_OTP: the 6-digit code from the e-mail. A wrong code says the tries left; too many tries or an
 * expired code leave only "Send a new code", which counts down to when the server will take it.
 */
import { Button, Callout } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { routePath } from '../../../../contract';
import { RESET_MESSAGES, ResetCodeFormSchema } from '../../../../contract/account/password-reset';
import { TextField } from '../../../components/form/TextField';
import type { ResetStepProps } from './ForgotPasswordStep';

type CodeValues = { code: string };

/** Whole seconds until `until` (epoch ms), ticking each second while above zero. */
function useSecondsUntil(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export function VerifyCodeStep({ flow, title }: ResetStepProps) {
  const login = useSelector(flow, (s) => s.context.login);
  const verifying = useSelector(flow, (s) => s.matches({ code: 'verifying' }));
  const resending = useSelector(flow, (s) => s.matches({ code: 'resending' }));
  const canVerify = useSelector(flow, (s) => s.can({ type: 'code.submit', code: '' }));
  const canResend = useSelector(flow, (s) => s.can({ type: 'code.resend' }));
  const error = useSelector(flow, (s) => s.context.error);
  const notice = useSelector(flow, (s) => s.context.notice);
  const resendAt = useSelector(flow, (s) => s.context.resendAt);
  const wait = useSecondsUntil(resendAt);
  const { control, handleSubmit, reset } = useForm<CodeValues>({
    resolver: zodResolver(ResetCodeFormSchema),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  // A new code makes the one typed worthless.
  useEffect(() => {
    if (resending) reset({ code: '' });
  }, [resending, reset]);

  return (
    <div className="login-page">
      <h1 className="blank-title">{title}</h1>
      <p className="blank-subtitle">
        For <strong>{login}</strong>. {RESET_MESSAGES.codeSent}
      </p>
      <form
        className="login-form"
        noValidate
        onSubmit={handleSubmit((values) => flow.send({ type: 'code.submit', code: values.code }))}
      >
        {error && (
          <Callout intent="danger" icon="error" compact className="login-error" role="alert">
            {error}
          </Callout>
        )}
        {!error && notice && (
          <Callout intent="primary" icon="info-sign" compact className="login-error" role="status">
            {notice}
          </Callout>
        )}
        <TextField
          control={control}
          name="code"
          label="6-digit code"
          autoComplete="one-time-code"
          placeholder="000000"
          autoFocus
        />
        <Button
          type="submit"
          intent="primary"
          text="Verify"
          fill
          loading={verifying}
          disabled={!canVerify || verifying}
        />
      </form>
      <Button
        className="reset-resend"
        variant="minimal"
        fill
        icon="refresh"
        loading={resending}
        disabled={!canResend || wait > 0}
        text={wait > 0 ? `Send a new code in ${wait} s` : 'Send a new code'}
        onClick={() => flow.send({ type: 'code.resend' })}
      />
      <div className="login-links">
        <Link to={routePath('FORGOT_PASSWORD')}>Use another username or email</Link>
        {' · '}
        <Link to={routePath('LOGIN')}>Back to sign in</Link>
      </div>
    </div>
  );
}
