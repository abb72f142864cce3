/**
 * Sign-in, session check and user details (seed §3 "Signed-in user", §7 auth/loggedInUserDetails).
 * Written with zod/mini, unlike the rest of the contract: the sign-in form and the stored session are checked before
 * the portal past sign-in (and classic zod, 25 kB gzip) is loaded. The server takes them as any other schema.
 */
import * as z from 'zod/mini';
import { VALIDATION } from '../platform/messages';
import { CONSTANTS } from '../platform/constants';
import { ModuleAccessSchema, ROLES } from '../platform/permissions';

/** The sign-in paths (base `/api`), the seed's own. */
export const AUTH_API = {
  login: '/auth/login',
  sessionCheck: '/auth/loggedInUserDetails',
  logout: '/auth/logout',
} as const;

const requiredText = z.string({ error: VALIDATION.required }).check(z.trim(), z.minLength(1, VALIDATION.required));

/** `POST /api/auth/login`: username or email, password, remember me. */
export const LoginRequestSchema = z.object({
  username: requiredText.check(z.maxLength(254, VALIDATION.maxLength(254))),
  password: z
    .string({ error: VALIDATION.required })
    .check(z.minLength(1, VALIDATION.required), z.maxLength(1024, VALIDATION.maxLength(1024))),
  remember: z._default(z.boolean(), false),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** `POST /api/auth/loggedInUserDetails` exactly as seed §7: the stored tokens. */
export const SessionCheckRequestSchema = z.object({
  jwtToken: z.nullish(z.string().check(z.maxLength(4096))),
  refreshtoken: z.nullish(z.string().check(z.maxLength(512))),
});
export type SessionCheckRequest = z.infer<typeof SessionCheckRequestSchema>;

export const SubscriptionStatusSchema = z.enum(CONSTANTS.subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** The signed-in user as the SPA keeps it. */
export const UserDetailsSchema = z.object({
  id: z.int(),
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
  expiresIn: z.int(),
  remember: z.boolean(),
  subscriptionStatus: SubscriptionStatusSchema,
  userDetails: UserDetailsSchema,
});
export type SessionOutput = z.infer<typeof SessionOutputSchema>;

/** `POST /api/auth/logout`: revokes the refresh token's whole family. */
export const LogoutRequestSchema = z.object({ refreshtoken: z.nullish(z.string().check(z.maxLength(512))) });
