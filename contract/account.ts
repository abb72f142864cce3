/** The signed-in user's own account: change password (seed §5 "Password change", §8 messages). */
import { z } from 'zod';
import { MESSAGES, VALIDATION } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password under the portal's rules (change password, password reset). */
export const newPasswordField = z
  .string({ error: VALIDATION.required })
  .min(1, VALIDATION.required)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.minLength(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, VALIDATION.maxLength(PASSWORD_MAX_LENGTH));

/** Its confirmation; the form's refine says when the two differ. */
export const confirmPasswordField = z.string({ error: VALIDATION.required }).min(1, VALIDATION.required);

/** New and confirm must match (seed §5 'New Password and Confirm Password do not match!'). */
export const passwordsMatch = <T extends { newPassword: string; confirmPassword: string }>(v: T) => v.newPassword === v.confirmPassword;
export const PASSWORDS_MATCH = { path: ['confirmPassword'], message: MESSAGES.passwordMismatch };

/** `POST /api/auth/change-password`. New and confirm must match (seed §5); the new one must differ from the current. */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).max(1024, VALIDATION.maxLength(1024)),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(passwordsMatch, PASSWORDS_MATCH)
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: MESSAGES.samePassword });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
