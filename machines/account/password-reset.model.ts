/** The password reset's sample events for generated paths: each step's input, every outcome of each call, retry and restart. */
import type { EventObject } from 'xstate';
import { RESET_MESSAGES } from '../../contract/account/password-reset';
import { passwordResetMachine } from './password-reset.machine';
import type { MachineModel } from '../platform/model';

const done = (id: string, output: unknown): EventObject => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string): EventObject =>
  ({
    type: `xstate.error.actor.${id}`,
    error: { message: 'We are facing some technical error, Please try again after sometime.' },
  }) as EventObject;
const sent = { sent: true, resendAt: 60_000 };
const wait = { sent: false, resendAt: 45_000, message: RESET_MESSAGES.resendTooSoon(45) };

export const passwordResetModel: MachineModel = {
  name: 'password reset',
  machine: passwordResetMachine,
  events: [
    { type: 'login.submit', login: 'orders@demoshop.in' } as EventObject,
    { type: 'code.submit', code: '123456' } as EventObject,
    { type: 'code.resend' },
    { type: 'password.submit', newPassword: 'Reset@2026x', confirmPassword: 'Reset@2026x' } as EventObject,
    { type: 'flow.restart' },
    done('requestCode', sent),
    done('requestCode', wait),
    failed('requestCode'),
    done('resendCode', sent),
    done('resendCode', wait),
    failed('resendCode'),
    done('verifyCode', { ok: true, resetToken: 'token-1' }),
    done('verifyCode', { ok: false, reason: 'wrongCode', message: RESET_MESSAGES.wrongCode(4) }),
    done('verifyCode', { ok: false, reason: 'tooManyTries', message: RESET_MESSAGES.tooManyTries }),
    done('verifyCode', { ok: false, reason: 'expired', message: RESET_MESSAGES.codeExpired }),
    failed('verifyCode'),
    done('setPassword', { ok: true }),
    done('setPassword', {
      ok: false,
      reason: 'invalid',
      errors: [{ field: 'newPassword', message: 'This field should be at least 8 characters long' }],
    }),
    done('setPassword', { ok: false, reason: 'expired', message: RESET_MESSAGES.resetExpired }),
    failed('setPassword'),
  ],
};
