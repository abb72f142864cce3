/**
 * The sign-in fields, shared by the login screen and the re-login modal:
 * react-hook-form with the contract's LoginRequestSchema, errors once a field is touched,
 * Enter submits, the button waits while signing in.
 */
import { Button, Callout, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginRequestSchema } from '../../../contract';

type LoginInput = z.input<typeof LoginRequestSchema>;
export type LoginValues = z.output<typeof LoginRequestSchema>;

export interface LoginFormProps {
  /** Called with validated values (username trimmed). */
  onSubmit(values: LoginValues): void;
  /** Signing in right now: the button shows progress and the form is locked. */
  submitting: boolean;
  /** Whether the session accepts a sign-in now (`state.can`). */
  canSubmit: boolean;
  /** The server's answer to the last attempt (wrong password, rate limit…). */
  error: string | null;
  defaultUsername?: string;
  /** The remember-me checkbox; the re-login modal keeps the session's own choice instead. */
  showRemember?: boolean;
  defaultRemember?: boolean;
}

/** Username or email, password, remember me, Sign in. */
export function LoginForm({ onSubmit, submitting, canSubmit, error, defaultUsername = '', showRemember = true, defaultRemember = false }: LoginFormProps) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(LoginRequestSchema),
    mode: 'onTouched',
    defaultValues: { username: defaultUsername, password: '', remember: defaultRemember },
  });
  const { errors } = formState;
  // The ref goes to the <input> itself (inputRef), not to Blueprint's wrapper component.
  const { ref: usernameRef, ...username } = register('username');
  const { ref: passwordRef, ...password } = register('password');
  const { ref: rememberRef, ...remember } = register('remember');

  return (
    <form className="login-form" noValidate onSubmit={handleSubmit((values) => canSubmit && onSubmit(values))}>
      {error && (
        <Callout intent="danger" icon="error" compact className="login-error" role="alert">
          {error}
        </Callout>
      )}
      <FormGroup
        label="Username or email"
        labelFor={`${id}-username`}
        intent={errors.username ? 'danger' : 'none'}
        helperText={errors.username?.message}
      >
        <InputGroup
          id={`${id}-username`}
          {...username}
          inputRef={usernameRef}
          autoComplete="username"
          autoFocus={!defaultUsername}
          disabled={submitting}
          intent={errors.username ? 'danger' : 'none'}
          aria-invalid={Boolean(errors.username)}
        />
      </FormGroup>
      <FormGroup
        label="Password"
        labelFor={`${id}-password`}
        intent={errors.password ? 'danger' : 'none'}
        helperText={errors.password?.message}
      >
        <InputGroup
          id={`${id}-password`}
          type="password"
          {...password}
          inputRef={passwordRef}
          autoComplete="current-password"
          autoFocus={Boolean(defaultUsername)}
          disabled={submitting}
          intent={errors.password ? 'danger' : 'none'}
          aria-invalid={Boolean(errors.password)}
        />
      </FormGroup>
      {showRemember && <Checkbox {...remember} inputRef={rememberRef} label="Remember me" disabled={submitting} />}
      <Button type="submit" intent="primary" text="Sign in" fill loading={submitting} disabled={!canSubmit || submitting} />
    </form>
  );
}
