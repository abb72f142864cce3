/** The signed-in user's own account: change password (seed §5 "Password change", §8 messages). */
import { z } from 'zod';
import { MESSAGES, VALIDATION } from '../platform/messages';
import { requiredName } from '../platform/fields';

/** The signed-in user's own account (base `/api`): the password change and the profile (PROFILE). */
export const ACCOUNT_API = {
  changePassword: '/auth/change-password',
  profile: '/account/profile',
} as const;

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
export const passwordsMatch = <T extends { newPassword: string; confirmPassword: string }>(v: T) =>
  v.newPassword === v.confirmPassword;
export const PASSWORDS_MATCH = { path: ['confirmPassword'], message: MESSAGES.passwordMismatch };

/** `POST /api/auth/change-password`. New and confirm must match (seed §5); the new one must differ from the current. */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: VALIDATION.required })
      .min(1, VALIDATION.required)
      .max(1024, VALIDATION.maxLength(1024)),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(passwordsMatch, PASSWORDS_MATCH)
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: MESSAGES.samePassword });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

const profileText = (max: number) =>
  z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(max, VALIDATION.maxLength(max));

/** `GET /api/account/profile`: the signed-in user's own details (PROFILE). */
export const ProfileSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  avatarMediaId: z.number().int().nullable(),
  /** The avatar's path below the CDN base, for the top bar; null without one. */
  avatarPath: z.string().nullable(),
  version: z.number().int(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The PROFILE form. The current password is needed only when the e-mail changes (the server checks it then). */
export const ProfileFormSchema = z.object({
  name: requiredName(100),
  email: profileText(254).pipe(z.email({ error: VALIDATION.email })),
  /** Optional; digits with an optional leading + and spaces or dashes between groups. */
  phone: z
    .string()
    .trim()
    .max(20, VALIDATION.maxLength(20))
    .refine((v) => v === '' || /^\+?[0-9][0-9 -]{7,18}$/.test(v), VALIDATION.invalidFormat)
    .default(''),
  avatarMediaId: z.number().int().positive().nullable().default(null),
  currentPassword: z.string().max(1024, VALIDATION.maxLength(1024)).default(''),
});
export type ProfileForm = z.input<typeof ProfileFormSchema>;

/** `PUT /api/account/profile`: the form and the version it was read at (a stale one is a 409). */
export const ProfileUpdateSchema = ProfileFormSchema.extend({
  version: z.number({ error: VALIDATION.required }).int().positive(),
});
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
