/**
 * Portal users (PORTAL_USERS, issue 14 §3): the list, the add/edit form with its module-access tree,
 * status, the Master Admin's password generation and "view as this user". Shared by server and SPA.
 */
import { z } from 'zod';
import { UserDetailsSchema } from '../account/auth';
import { VALIDATION } from '../platform/messages';
import { requiredName } from '../platform/fields';
import {
  GRANTABLE_MODULES,
  MODULE_ACTIONS,
  MODULE_TREE,
  ROLES,
  grant,
  type ModuleAccess,
} from '../platform/permissions';

export const PORTAL_USER_STATUSES = ['Active', 'Inactive'] as const;
export type PortalUserStatus = (typeof PORTAL_USER_STATUSES)[number];

/** The API paths (base `/api`). */
export const PORTAL_USERS_API = {
  search: '/portal-users/search',
  create: '/portal-users',
  one: (id: number | string) => `/portal-users/${id}`,
  status: (id: number | string) => `/portal-users/${id}/status`,
  generatePassword: (id: number | string) => `/portal-users/${id}/generate-password`,
  viewAs: (id: number | string) => `/portal-users/${id}/view-as`,
} as const;

/** Ours, where the seed is silent; the seed's own texts stay in MESSAGES (userAdded, userUpdated, masterAdminOnly). */
export const PORTAL_USER_MESSAGES = {
  usernameTaken: 'username already exists',
  emailTaken: 'email already exists',
  lastMasterAdmin: 'At least one active Master Admin must remain. Make another user an active Master Admin first.',
  ownAccountStatus: 'You cannot deactivate your own account.',
  unknownModule: (path: string) => `${path} is not a module of the portal`,
  notGrantable: (path: string) => `${path} is only for the Master Admin and cannot be granted`,
  cannotGrant: (path: string) => `You cannot grant ${path}: you do not hold it yourself`,
  /** A change to a user who holds more than the editor (issue 39): refused whatever the change is. */
  targetHoldsMore: (path: string) => `You cannot change this user: they hold ${path}, which you do not hold yourself`,
  masterAdminTarget: 'Only a Master Admin can change a Master Admin.',
  /** The notice to a user's former address when their e-mail is changed by someone else. */
  emailChangedSubject: 'The e-mail address of your portal account was changed',
  emailChangedText: (name: string, username: string, changedBy: string) =>
    `Hello ${name},\n\n${changedBy} changed the e-mail address of your portal account (${username}). ` +
    'Messages for the account, password reset codes included, now go to the new address, not this one.\n\n' +
    "If you did not expect this, tell your shop's Master Admin at once.\n",
  accessShape: 'Module access must be a tree of group, module and action, each action 0 or 1',
  /** Seed §8 says a password reset sends a new password to the registered email; the toast confirms that it did. */
  passwordSent: (email: string) => `New password e-mailed to ${email}.`,
  confirmPassword: (name: string, email: string) =>
    `Generate a new password for ${name}? It is e-mailed to ${email}, never shown here, and ${name}'s current sessions end.`,
  confirmStatus: (name: string, status: PortalUserStatus) =>
    status === 'Inactive'
      ? `Deactivate ${name}? ${name} is signed out everywhere at once and cannot sign in until made active again.`
      : `Make ${name} active? ${name} can sign in again.`,
  statusUpdated: 'User status updated successfully',
  accessEndsSessions:
    'Changing the role or module access signs this user out everywhere; they see the new menu when they sign in again.',
  viewAsInactive: 'An inactive user cannot sign in, so there is nothing to view as them.',
  viewAsReadOnly: 'You are viewing the portal as another user: it is read-only, so nothing can be changed.',
  viewAsBanner: (name: string) => `Viewing as ${name} — read-only`,
  viewAsEnded: 'Viewing as another user has ended.',
} as const;

const USERNAME = /^[A-Za-z0-9._-]+$/;

/** One user as the table and the form read it. Never the password hash. */
export const PortalUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(PORTAL_USER_STATUSES),
  moduleAccess: z.record(z.string(), z.unknown()).meta({ description: 'group → module → action → 0|1' }),
  version: z.number().int(),
  /** Time of the last successful sign-in (ISO), or null when never. */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PortalUser = z.infer<typeof PortalUserSchema>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The problem with a module-access tree, or null when it is one: only known groups, modules and actions, leaves 0 or 1. */
export function moduleAccessProblem(value: unknown): string | null {
  if (!isObject(value)) return PORTAL_USER_MESSAGES.accessShape;
  for (const [group, modules] of Object.entries(value)) {
    if (!Object.hasOwn(MODULE_TREE, group)) return PORTAL_USER_MESSAGES.unknownModule(group);
    if (!isObject(modules)) return PORTAL_USER_MESSAGES.accessShape;
    for (const [module, actions] of Object.entries(modules)) {
      const path = `${group}.${module}`;
      if (!(MODULE_TREE[group as keyof typeof MODULE_TREE] as readonly string[]).includes(module))
        return PORTAL_USER_MESSAGES.unknownModule(path);
      if (!(GRANTABLE_MODULES as string[]).includes(path)) return PORTAL_USER_MESSAGES.notGrantable(path);
      if (!isObject(actions)) return PORTAL_USER_MESSAGES.accessShape;
      for (const [action, leaf] of Object.entries(actions)) {
        if (!(MODULE_ACTIONS as readonly string[]).includes(action))
          return PORTAL_USER_MESSAGES.unknownModule(`${path}.${action}`);
        if (leaf !== 0 && leaf !== 1) return PORTAL_USER_MESSAGES.accessShape;
      }
    }
  }
  return null;
}

/** The granted paths (`group.module.action`) of a valid tree. */
export function grantedPaths(access: ModuleAccess | null | undefined): string[] {
  const paths: string[] = [];
  for (const [group, modules] of Object.entries(access ?? {})) {
    if (typeof modules !== 'object') continue;
    for (const [module, actions] of Object.entries(modules)) {
      if (typeof actions !== 'object') continue;
      for (const [action, leaf] of Object.entries(actions)) if (leaf === 1) paths.push(`${group}.${module}.${action}`);
    }
  }
  return paths.toSorted();
}

/** A module-access tree from a request: checked against the permission tree, then kept as grants only (1s). */
export const ModuleAccessInputSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    const problem = moduleAccessProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => grant(grantedPaths(value as ModuleAccess)))
  .meta({ description: 'group → module → action → 0|1, only the modules of contract/platform/permissions.ts' });

const text = (max: number) =>
  z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(max, VALIDATION.maxLength(max));

/** The add form. An initial password is generated and e-mailed: none is typed. */
export const PortalUserCreateSchema = z.object({
  name: requiredName(100),
  username: text(50).pipe(z.string().min(3, VALIDATION.minLength(3)).regex(USERNAME, VALIDATION.alphaNumeric)),
  email: text(254).pipe(z.email({ error: VALIDATION.email })),
  role: z.enum(ROLES, { error: VALIDATION.required }),
  moduleAccess: ModuleAccessInputSchema.default({}),
});
export type PortalUserCreate = z.input<typeof PortalUserCreateSchema>;

/** The edit form: the same fields and the version read (a stale one is a 409). */
export const PortalUserUpdateSchema = PortalUserCreateSchema.extend({
  version: z.number({ error: VALIDATION.required }).int().min(1),
});
export type PortalUserUpdate = z.input<typeof PortalUserUpdateSchema>;

export const PortalUserStatusSchema = z.object({
  status: z.enum(PORTAL_USER_STATUSES, { error: VALIDATION.required }),
  version: z.number({ error: VALIDATION.required }).int().min(1),
});

/** The list's filters: free text over name, username and e-mail; role; status. */
export const PortalUserSearchSchema = z.object({
  text: z.string().trim().max(100, VALIDATION.maxLength(100)).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(PORTAL_USER_STATUSES).optional(),
});
export type PortalUserSearch = z.infer<typeof PortalUserSearchSchema>;
/** The most users one search answers (a shop has tens; the cap keeps a page bounded). */
export const PORTAL_USER_SEARCH_CAP = 500;
export const PortalUserListSchema = z.object({ rows: z.array(PortalUserSchema), total: z.number().int() });

/** "View as this user": a short-lived read-only token carrying the Master Admin's session and the user viewed. */
export const ViewAsOutputSchema = z.object({
  token: z.string(),
  /** Seconds until `token` expires; the portal leaves view-as then. */
  expiresIn: z.number().int(),
  userDetails: UserDetailsSchema,
});
export type ViewAsOutput = z.infer<typeof ViewAsOutputSchema>;
