/** Sign-in, session check and user details (seed §3 "Signed-in user", §7 auth/loggedInUserDetails). */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';
import { CONSTANTS } from '../platform/constants';
import { ModuleAccessSchema, ROLES } from '../platform/permissions';

/** The sign-in paths (base `/api`), the seed's own. */
export const AUTH_API = {
  login: '/auth/login',
  sessionCheck: '/auth/loggedInUserDetails',
  logout: '/auth/logout',
} as const;

const requiredText = z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required);

/** `POST /api/auth/login`: username or email, password, remember me. */
export const LoginRequestSchema = z.object({
  username: requiredText.max(254, VALIDATION.maxLength(254)),
  password: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).max(1024, VALIDATION.maxLength(1024)),
  remember: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** `POST /api/auth/loggedInUserDetails` exactly as seed §7: the stored tokens. */
export const SessionCheckRequestSchema = z.object({
  jwtToken: z.string().max(4096).nullish(),
  refreshtoken: z.string().max(512).nullish(),
});
export type SessionCheckRequest = z.infer<typeof SessionCheckRequestSchema>;

export const SubscriptionStatusSchema = z.enum(CONSTANTS.subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** The signed-in user as the SPA keeps it. */
export const UserDetailsSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** 'Portal User' for staff accounts; kept as text because the seed does not show its values. */
  userType: z.string(),
  portalUser: z.boolean(),
  moduleAccess: ModuleAccessSchema,
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** Output of login and of the session check. */
export const SessionOutputSchema = z.object({
  token: z.string(),
  refreshtoken: z.string(),
  /** Seconds until `token` expires. */
  expiresIn: z.number().int(),
  remember: z.boolean(),
  subscriptionStatus: SubscriptionStatusSchema,
  userDetails: UserDetailsSchema,
});
export type SessionOutput = z.infer<typeof SessionOutputSchema>;

/** `POST /api/auth/logout`: revokes the refresh token's whole family. */
export const LogoutRequestSchema = z.object({ refreshtoken: z.string().max(512).nullish() });
