/**
 * The reset machine's actors over the API client: each call's answer as the outcome the machine reads, so a
 * refusal (wrong code, wait a minute, expired) is a step of the flow; only a failure worth a retry throws.
 */
import { fromPromise } from 'xstate';
import {
  PASSWORD_RESET_API,
  resendWaitOf,
  type ResetCodeSent,
  type ResetToken,
} from '../../../../contract/account/password-reset';
import type { RequestOutcome, SaveOutcome, VerifyOutcome } from '../../../../machines/account/password-reset.machine';
import { api, ApiError } from '../../../lib/api';

/** Open calls: no bearer token, and a refusal is an answer, not a reason to sign in again. */
const OPEN = { auth: false } as const;

async function requestCode({ input }: { input: { login: string } }): Promise<RequestOutcome> {
  try {
    const sent = await api.post<ResetCodeSent>(PASSWORD_RESET_API.requestCode, { login: input.login }, OPEN);
    return { sent: true, resendAt: Date.now() + sent.resendAfter * 1000 };
  } catch (error) {
    const wait = error instanceof ApiError && error.status === 429 ? resendWaitOf(error.message) : null;
    if (wait === null) throw error;
    return { sent: false, resendAt: Date.now() + wait * 1000, message: (error as ApiError).message };
  }
}

async function verifyCode({ input }: { input: { login: string; code: string } }): Promise<VerifyOutcome> {
  try {
    const { resetToken } = await api.post<ResetToken>(PASSWORD_RESET_API.verifyCode, input, OPEN);
    return { ok: true, resetToken };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const onCode = error.errors.some((e) => e.field === 'code');
    if (error.status === 400) return { ok: false, reason: 'wrongCode', message: error.message };
    if (error.status === 429 && onCode) return { ok: false, reason: 'tooManyTries', message: error.message };
    if (error.status === 409) return { ok: false, reason: 'expired', message: error.message };
    throw error; // the address limiter or the server: shown with a way to try again
  }
}

async function setPassword({
  input,
}: {
  input: { resetToken: string; newPassword: string; confirmPassword: string };
}): Promise<SaveOutcome> {
  try {
    await api.post<null>(PASSWORD_RESET_API.setPassword, input, OPEN);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return { ok: false, reason: 'invalid', errors: error.errors };
    if (error instanceof ApiError && error.status === 409)
      return { ok: false, reason: 'expired', message: error.message };
    throw error;
  }
}

/** The actors `passwordResetMachine.provide` takes. */
export const RESET_ACTORS = {
  requestCode: fromPromise(requestCode),
  resendCode: fromPromise(requestCode),
  verifyCode: fromPromise(verifyCode),
  setPassword: fromPromise(setPassword),
};
