/** The signed-in user's own account: change password (seed §5 "Password change", §8 messages). */
import { z } from 'zod';
import { MESSAGES, VALIDATION } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** `POST /api/auth/change-password`. New and confirm must match (seed §5); the new one must differ from the current. */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).max(1024, VALIDATION.maxLength(1024)),
    newPassword: z
      .string({ error: VALIDATION.required })
      .min(1, VALIDATION.required)
      .min(PASSWORD_MIN_LENGTH, VALIDATION.minLength(PASSWORD_MIN_LENGTH))
      .max(PASSWORD_MAX_LENGTH, VALIDATION.maxLength(PASSWORD_MAX_LENGTH)),
    confirmPassword: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.passwordMismatch })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: MESSAGES.samePassword });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
