/** Sign-in tables: portal users, their refresh tokens and sign-in failures, and the settings the system keeps for itself (the JWT key). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type ModuleAccess, ROLES } from '../../../contract/platform/permissions';
import { createdAt, oneOf, updatedAt } from '../../db/columns';
import { media } from '../media-schema';

export const USER_STATUSES = ['Active', 'Inactive'] as const;

/** Key/value settings the system keeps for itself (e.g. the generated JWT key). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const portalUsers = pgTable(
  'portal_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Optional contact number (PROFILE); '' when none. */
    phone: text('phone').notNull().default(''),
    /** The user's picture from the media library (PROFILE); a picture in use cannot be deleted. */
    avatarMediaId: integer('avatar_media_id').references(() => media.id, { onDelete: 'restrict' }),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('Staff'),
    userType: text('user_type').notNull().default('Portal User'),
    portalUser: boolean('portal_user').notNull().default(true),
    moduleAccess: jsonb('module_access').$type<ModuleAccess>().notNull().default({}),
    status: text('status').notNull().default('Active'),
    version: integer('version').notNull().default(1),
    /** Set by each successful sign-in, in the transaction that starts its session; null until the first. Not an edit: version and updated_at stay. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('portal_users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('portal_users_email_lower_uq').on(sql`lower(${t.email})`),
    check('portal_users_role_ck', oneOf(t.role, ROLES)),
    check('portal_users_status_ck', oneOf(t.status, USER_STATUSES)),
  ],
);

/** Opaque refresh tokens, stored only as sha256; a family is one sign-in and its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: bigint('replaced_by_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Failed sign-ins inside the sliding window, per account key and per client address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountKey: text('account_key').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.accountKey, t.createdAt),
    index('login_failures_address_idx').on(t.address, t.createdAt),
    index('login_failures_created_idx').on(t.createdAt),
  ],
);

/**
 * Password reset codes, one row per account key ('user:<id>', or 'name:<typed>' for a name that matches no
 * account, so an unknown name costs and answers the same). A newer code replaces the row. The code and the
 * reset token are stored only as hashes (argon2id and sha256).
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    accountKey: text('account_key').notNull(),
    userId: integer('user_id').references(() => portalUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** The name typed to ask for the code (normalised): only that name may verify it, so no answer ties two names together. */
    requestedAs: text('requested_as'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    resetTokenUsedAt: timestamp('reset_token_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_codes_account_uq').on(t.accountKey),
    uniqueIndex('password_reset_codes_token_uq').on(t.resetTokenHash),
    index('password_reset_codes_expires_idx').on(t.expiresAt),
  ],
);
