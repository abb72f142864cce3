/**
 * The sign-in fields, shared by the login screen and the re-login modal: checked with the contract's
 * LoginRequestSchema, errors once a field is touched, Enter submits, the button waits while signing in.
 * The one form on the first load, so plain state rather than react-hook-form (15 kB gzip the sign-in screen
 * would fetch for three fields); its behaviour is react-hook-form's `onTouched` mode.
 */
import { Button, Callout, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { LoginRequestSchema } from '../../../contract';

type LoginInput = z.input<typeof LoginRequestSchema>;
export type LoginValues = z.output<typeof LoginRequestSchema>;
type TextField = 'username' | 'password';

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
export function LoginForm({
  onSubmit,
  submitting,
  canSubmit,
  error,
  defaultUsername = '',
  showRemember = true,
  defaultRemember = false,
}: LoginFormProps) {
  const id = useId();
  const [values, setValues] = useState<LoginInput>({
    username: defaultUsername,
    password: '',
    remember: defaultRemember,
  });
  // A field's error shows once it has been left (or a submit was tried), then follows every change.
  const [touched, setTouched] = useState<Partial<Record<TextField, boolean>>>({});
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const parsed = LoginRequestSchema.safeParse(values);
  const issueOf = (field: TextField) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  const errors = {
    username: touched.username ? issueOf('username') : undefined,
    password: touched.password ? issueOf('password') : undefined,
  };
  const field = (name: TextField) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((v) => ({ ...v, [name]: value }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    inputRef: inputs[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (!parsed.success) {
      // As react-hook-form does: the first field in error takes the focus.
      const first = (['username', 'password'] as const).find((name) => issueOf(name));
      if (first) inputs[first].current?.focus();
      return;
    }
    if (canSubmit) onSubmit(parsed.data);
  };

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      {error && (
        <Callout intent="danger" icon="error" compact className="login-error" role="alert">
          {error}
        </Callout>
      )}
      <FormGroup
        label="Username or email"
        labelFor={`${id}-username`}
        intent={errors.username ? 'danger' : 'none'}
        helperText={errors.username}
      >
        <InputGroup
          id={`${id}-username`}
          {...field('username')}
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
        helperText={errors.password}
      >
        <InputGroup
          id={`${id}-password`}
          type="password"
          {...field('password')}
          autoComplete="current-password"
          autoFocus={Boolean(defaultUsername)}
          disabled={submitting}
          intent={errors.password ? 'danger' : 'none'}
          aria-invalid={Boolean(errors.password)}
        />
      </FormGroup>
      {showRemember && (
        <Checkbox
          name="remember"
          checked={values.remember ?? false}
          onChange={(event) => {
            // Read now: the updater runs after the event, when currentTarget is gone.
            const { checked } = event.currentTarget;
            setValues((v) => ({ ...v, remember: checked }));
          }}
          label="Remember me"
          disabled={submitting}
        />
      )}
      <Button
        type="submit"
        intent="primary"
        text="Sign in"
        fill
        loading={submitting}
        disabled={!canSubmit || submitting}
      />
    </form>
  );
}
