/**
 * The password reset, FORGOT_PASSWORD → VERIFY_OTP → SET_NEW_PASSWORD, as one flow: the username or e-mail
 * → a code sent (the same answer whether or not the account exists) → the 6-digit code → a one-use token →
 * the new password → done. A wrong code says the tries left; five wrong, or an expired code, need a new code,
 * which may be asked for once a minute (`resendAt`, from the server's answer). The calls are actors the view
 * provides (`requestCode` and `resendCode`, `verifyCode`, `setPassword`); each answers an outcome, and throws only on a failure
 * worth a retry (no connection, a server error).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import { RESET_MESSAGES } from '../../contract/account/password-reset';
import { errorMessage } from '../platform/error-message';

/** A code went out (`resendAt`: epoch ms from which another may be asked for), or the server said wait. */
export type RequestOutcome = { sent: true; resendAt: number } | { sent: false; resendAt: number; message: string };

/** The code's verdict: a token, or why not (a wrong code keeps the tries left in its message). */
export type VerifyOutcome =
  | { ok: true; resetToken: string }
  | { ok: false; reason: 'wrongCode' | 'tooManyTries' | 'expired'; message: string };

/** The new password stored, or refused: field errors for the form, or a token no longer good. */
export type SaveOutcome =
  | { ok: true }
  | { ok: false; reason: 'invalid'; errors: ApiErrorItem[] }
  | { ok: false; reason: 'expired'; message: string };

export interface PasswordResetContext {
  login: string;
  resendAt: number;
  resetToken: string | null;
  /** The last refusal or failure, in the catalogue's words. */
  error: string | null;
  /** The last good news ('A new code is on its way…'). */
  notice: string | null;
  fieldErrors: ApiErrorItem[];
}

export type PasswordResetEvent =
  | { type: 'login.submit'; login: string }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'password.submit'; newPassword: string; confirmPassword: string }
  | { type: 'flow.restart' };

const output = <T>(event: unknown) => (event as { output: T }).output;
const verdict =
  (reason: string) =>
  ({ event }: { event: unknown }) => {
    const o = output<VerifyOutcome>(event);
    return !o.ok && o.reason === reason;
  };

export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent },
  actors: {
    requestCode: fromPromise<RequestOutcome, { login: string }>(async () => ({ sent: true, resendAt: 0 })),
    /** The same call as `requestCode`, from the code step (an actor of its own, so each step's invoke has its name). */
    resendCode: fromPromise<RequestOutcome, { login: string }>(async () => ({ sent: true, resendAt: 0 })),
    verifyCode: fromPromise<VerifyOutcome, { login: string; code: string }>(async () => ({
      ok: false,
      reason: 'expired',
      message: '',
    })),
    setPassword: fromPromise<SaveOutcome, { resetToken: string; newPassword: string; confirmPassword: string }>(
      async () => ({ ok: true }),
    ),
  },
  guards: {
    isWaitRequired: ({ event }) => !output<RequestOutcome>(event).sent,
    isVerified: ({ event }) => output<VerifyOutcome>(event).ok,
    isWrongCode: verdict('wrongCode'),
    isTooManyTries: verdict('tooManyTries'),
    isSaved: ({ event }) => output<SaveOutcome>(event).ok,
    isTokenExpired: ({ event }) => {
      const o = output<SaveOutcome>(event);
      return !o.ok && o.reason === 'expired';
    },
  },
  actions: {
    /** When the next code may be asked for; a refusal to send yet is news, not an error (the last code still works). */
    keepWait: assign(({ event }) => {
      const o = output<RequestOutcome>(event);
      return { resendAt: o.resendAt, notice: o.sent ? null : o.message };
    }),
    keepVerdict: assign(({ event }) => {
      const o = output<VerifyOutcome>(event);
      return { error: o.ok ? null : o.message, notice: null };
    }),
    keepFailure: assign(({ event }) => ({ error: errorMessage((event as unknown as { error: unknown }).error) })),
    clearMessages: assign({ error: null, notice: null, fieldErrors: [] }),
  },
}).createMachine({
  id: 'passwordReset',
  context: { login: '', resendAt: 0, resetToken: null, error: null, notice: null, fieldErrors: [] },
  initial: 'forgot',
  states: {
    forgot: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'login.submit': {
              target: 'requesting',
              actions: assign(({ event }) => ({ login: event.login, error: null })),
            },
          },
        },
        requesting: {
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({ login: context.login }),
            // A code sent less than a minute ago still works: go and enter it.
            onDone: { target: '#passwordReset.code', actions: 'keepWait' },
            onError: { target: 'failed', actions: 'keepFailure' },
          },
        },
        failed: {
          on: {
            // Send code again is the retry (the screen has no other): the same request, with what is typed now.
            'login.submit': {
              target: 'requesting',
              actions: assign(({ event }) => ({ login: event.login, error: null })),
            },
          },
        },
      },
    },
    code: {
      initial: 'entering',
      on: {
        'flow.restart': { target: '#passwordReset.forgot', actions: assign({ login: '', error: null, notice: null }) },
      },
      states: {
        entering: { on: { 'code.submit': 'verifying', 'code.resend': 'resending' } },
        wrongCode: { on: { 'code.submit': 'verifying', 'code.resend': 'resending' } },
        tooManyTries: { on: { 'code.resend': 'resending' } },
        expired: { on: { 'code.resend': 'resending' } },
        verifying: {
          entry: 'clearMessages',
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context, event }) => ({ login: context.login, code: (event as { code: string }).code }),
            onDone: [
              {
                guard: 'isVerified',
                target: '#passwordReset.password',
                actions: assign({ resetToken: ({ event }) => (event.output.ok ? event.output.resetToken : null) }),
              },
              { guard: 'isWrongCode', target: 'wrongCode', actions: 'keepVerdict' },
              { guard: 'isTooManyTries', target: 'tooManyTries', actions: 'keepVerdict' },
              { target: 'expired', actions: 'keepVerdict' },
            ],
            onError: { target: 'failed', actions: 'keepFailure' },
          },
        },
        resending: {
          entry: 'clearMessages',
          invoke: {
            id: 'resendCode',
            src: 'resendCode',
            input: ({ context }) => ({ login: context.login }),
            onDone: [
              { guard: 'isWaitRequired', target: 'entering', actions: 'keepWait' },
              { target: 'entering', actions: ['keepWait', assign({ notice: RESET_MESSAGES.newCodeSent })] },
            ],
            onError: { target: 'failed', actions: 'keepFailure' },
          },
        },
        failed: { on: { 'code.submit': 'verifying', 'code.resend': 'resending' } },
      },
    },
    password: {
      initial: 'entering',
      states: {
        entering: {
          on: {
            'password.submit': { target: 'saving', actions: assign({ error: null, fieldErrors: [] }) },
          },
        },
        saving: {
          invoke: {
            id: 'setPassword',
            src: 'setPassword',
            input: ({ context, event }) => ({
              resetToken: context.resetToken!,
              ...(event as { newPassword: string; confirmPassword: string }),
            }),
            onDone: [
              { guard: 'isSaved', target: '#passwordReset.done', actions: assign({ resetToken: null }) },
              {
                guard: 'isTokenExpired',
                target: '#passwordReset.code.expired',
                actions: assign({ resetToken: null, error: RESET_MESSAGES.resetExpired }),
              },
              {
                target: 'entering',
                actions: assign({
                  fieldErrors: ({ event }) => (!event.output.ok && 'errors' in event.output ? event.output.errors : []),
                }),
              },
            ],
            onError: { target: 'failed', actions: 'keepFailure' },
          },
        },
        failed: { on: { 'password.submit': { target: 'saving', actions: assign({ error: null, fieldErrors: [] }) } } },
      },
    },
    done: { type: 'final' },
  },
});
