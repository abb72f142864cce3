/**
 * The password reset (FORGOT_PASSWORD → VERIFY_OTP → SET_NEW_PASSWORD, issue 14 §2): the three open calls,
 * their limits and their messages. The seed shows no endpoints or wording beyond the mismatch message;
 * the rest is ours, in the portal's plain voice.
 */
import { z } from 'zod';
import { confirmPasswordField, newPasswordField, PASSWORDS_MATCH, passwordsMatch } from './account';
import { RESET_MESSAGES, VALIDATION } from '../platform/messages';

/** Paths below /api; open routes (no session), rate-limited per client address. */
export const PASSWORD_RESET_API = {
  requestCode: '/auth/password-reset/request-code',
  verifyCode: '/auth/password-reset/verify-code',
  setPassword: '/auth/password-reset/set-password',
} as const;

/** Issue 14 §2: a 6-digit code, valid 10 minutes, at most 5 tries, a new one at most once a minute. */
export const PASSWORD_RESET_LIMITS = {
  codeDigits: 6,
  codeTtlSeconds: 600,
  maxTries: 5,
  resendSeconds: 60,
  /** How long the token from a verified code may set the password. */
  tokenTtlSeconds: 600,
} as const;

/** Every message the reset shows: in the message catalogue (contract/platform/messages.ts). */
export { RESET_MESSAGES } from '../platform/messages';

/** The seconds in a `resendTooSoon` message (the client's countdown), or null for any other message. */
export function resendWaitOf(message: string): number | null {
  const match = /^A new code can be requested in (\d+) seconds?\.$/.exec(message);
  return match ? Number(match[1]) : null;
}

const login = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .max(254, VALIDATION.maxLength(254));

/** `POST request-code`: the username or email of the account. */
export const RequestResetCodeSchema = z.object({ login });
export type RequestResetCode = z.infer<typeof RequestResetCodeSchema>;

/** Always the same, whether or not the account exists: when a new code may be asked for, and how long one lives. */
export const ResetCodeSentSchema = z.object({ resendAfter: z.number().int(), expiresIn: z.number().int() });
export type ResetCodeSent = z.infer<typeof ResetCodeSentSchema>;

/** `POST verify-code`: the same login and the code from the e-mail. */
export const VerifyResetCodeSchema = z.object({
  login,
  code: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .regex(/^\d{6}$/, RESET_MESSAGES.codeFormat),
});
export type VerifyResetCode = z.infer<typeof VerifyResetCodeSchema>;

/** The Verify OTP form: the code alone (the login comes from the step before). */
export const ResetCodeFormSchema = VerifyResetCodeSchema.pick({ code: true });

/** A verified code: a one-use token that may set the password for `expiresIn` seconds. */
export const ResetTokenSchema = z.object({ resetToken: z.string(), expiresIn: z.number().int() });
export type ResetToken = z.infer<typeof ResetTokenSchema>;

/** The new password and its confirmation, under the rules of change password. */
export const NewPasswordSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(passwordsMatch, PASSWORDS_MATCH);
export type NewPassword = z.infer<typeof NewPasswordSchema>;

/** `POST set-password`: the token from verify-code and the new password. */
export const SetNewPasswordSchema = z
  .object({
    resetToken: z
      .string({ error: RESET_MESSAGES.resetExpired })
      .min(1, RESET_MESSAGES.resetExpired)
      .max(256, RESET_MESSAGES.resetExpired),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(passwordsMatch, PASSWORDS_MATCH);
export type SetNewPassword = z.infer<typeof SetNewPasswordSchema>;
