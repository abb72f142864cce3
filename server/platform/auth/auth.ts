/** Sign-in, the session check (seed §7 auth/loggedInUserDetails) and logout. */
import { eq, sql } from 'drizzle-orm';
import type { LoginRequestSchema, SessionCheckRequest, SessionOutput } from '../../../contract/account/auth';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { portalUsers } from './schema';
import { AUDIT_REASONS } from '../../../contract/platform/audit';
import { currentActor } from '../audit/actor';
import { recordAudit } from '../audit/record';
import { withTransaction } from '../../db/transaction';
import { incorrectLogin, sessionExpired, tooManyAttempts } from '../http/http-errors';
import { limiterSettings, releaseAttempt, reserveAttempt, type Attempt } from './login-limiter';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { familyOf, revokeFamily, rotate, startFamily, type IssuedRefreshToken } from './refresh-tokens';
import type { SessionCache } from './session-cache';
import type { TokenService } from './tokens';
import {
  findActiveUser,
  findSessionUser,
  findUserByLogin,
  normalizeLogin,
  toUserDetails,
  type PortalUserRow,
} from './users';

/** What the auth service needs from the app. */
export interface AuthDeps {
  db: Db;
  config: AppConfig;
  tokens: TokenService;
  sessions: SessionCache;
  /** The shop's subscription status for the session (the subscription area's, wired in app.ts). */
  subscriptionStatus(db: Db): Promise<SessionOutput['subscriptionStatus']>;
}

type LoginInput = z.output<typeof LoginRequestSchema>;

/** Builds the session output: access token (new unless given), refresh token, subscription and user details. */
async function sessionOutput(
  deps: AuthDeps,
  db: Db,
  user: PortalUserRow,
  refresh: IssuedRefreshToken,
  access?: { token: string; expiresIn: number },
): Promise<SessionOutput> {
  const { token, expiresIn } =
    access ??
    (await deps.tokens.signAccess({
      userId: user.id,
      role: user.role,
      familyId: refresh.familyId,
      remember: refresh.remember,
    }));
  return {
    token,
    refreshtoken: refresh.token,
    expiresIn,
    remember: refresh.remember,
    subscriptionStatus: await deps.subscriptionStatus(db),
    userDetails: toUserDetails(user),
  };
}

/**
 * `POST /api/auth/login`. Wrong password and unknown user fail the same way, after the same argon2 work.
 * A slot is reserved before the password is checked (a wrong one keeps it as the failure), so a burst checks
 * no more passwords than the limits allow.
 */
export async function signIn(deps: AuthDeps, input: LoginInput, address: string): Promise<SessionOutput> {
  const user = await findUserByLogin(deps.db, input.username);
  const attempt: Attempt = { accountKey: user ? `user:${user.id}` : `name:${normalizeLogin(input.username)}`, address };
  // Every attempt is written down: who (or, for no account, the name typed), from where, and how it ended.
  const audit = {
    entity: 'session',
    entityId: user?.id ?? null,
    action: 'sign-in',
    actor: { id: user?.id ?? null, name: user?.name ?? null, address },
  };
  const failed = (reason: string) =>
    recordAudit(deps.db, {
      ...audit,
      outcome: 'failure',
      reason,
      detail: user ? null : { login: normalizeLogin(input.username).slice(0, 100) },
    });
  const reservation = await reserveAttempt(deps.db, attempt, limiterSettings(deps.config));
  if ('retryAfter' in reservation) {
    await failed(AUDIT_REASONS.tooManyAttempts);
    throw tooManyAttempts(reservation.retryAfter);
  }

  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches || user.status !== 'Active') {
    await failed(
      !user
        ? AUDIT_REASONS.unknownAccount
        : !passwordMatches
          ? AUDIT_REASONS.wrongPassword
          : AUDIT_REASONS.inactiveAccount,
    );
    throw incorrectLogin();
  }
  // Upgrade hashes made with older, weaker parameters while we hold the plain password.
  const upgradedHash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : null;
  return withTransaction(deps.db, async (tx) => {
    await releaseAttempt(tx, attempt, reservation.reserved);
    // The session and the user's "Last sign-in" commit together (the transaction's time, as the audit row's).
    await tx
      .update(portalUsers)
      .set({ lastSignInAt: sql`now()`, ...(upgradedHash ? { passwordHash: upgradedHash } : {}) })
      .where(eq(portalUsers.id, user.id));
    const ttl = input.remember ? deps.config.rememberRefreshTokenTtl : deps.config.refreshTokenTtl;
    const issued = await startFamily(tx, user.id, input.remember, ttl);
    await recordAudit(tx, { ...audit, detail: { remember: input.remember } });
    return sessionOutput(deps, tx, user, issued);
  });
}

/** A still-valid access token of a live session: the same tokens back with fresh user details. */
async function fromAccessToken(deps: AuthDeps, jwtToken: string, refreshtoken: string): Promise<SessionOutput | null> {
  const claims = await deps.tokens.verifyAccess(jwtToken);
  if (!claims) return null;
  const user = await findSessionUser(deps.db, claims.userId, claims.familyId);
  if (!user) return null;
  const expiresIn = Math.max(0, claims.expiresAt - Math.floor(Date.now() / 1000));
  const refresh = { token: refreshtoken, familyId: claims.familyId, remember: claims.remember, userId: user.id };
  return sessionOutput(deps, deps.db, user, refresh, { token: jwtToken, expiresIn });
}

/** Rotates the refresh token; a reused token has already revoked its family inside `rotate`. */
async function fromRefreshToken(deps: AuthDeps, refreshtoken: string): Promise<SessionOutput | null> {
  return withTransaction(deps.db, async (tx) => {
    const rotation = await rotate(tx, refreshtoken, deps.config.refreshReuseGrace);
    if (rotation.kind === 'reused') deps.sessions.forgetFamily(rotation.familyId);
    if (rotation.kind !== 'rotated') return null;
    const user = await findActiveUser(tx, rotation.issued.userId);
    if (!user) {
      await revokeFamily(tx, rotation.issued.familyId);
      deps.sessions.forgetFamily(rotation.issued.familyId);
      return null;
    }
    return sessionOutput(deps, tx, user, rotation.issued);
  });
}

/** `POST /api/auth/loggedInUserDetails`: valid access token → same tokens; else a valid refresh token → rotated tokens; else 401. */
export async function checkSession(deps: AuthDeps, body: SessionCheckRequest): Promise<SessionOutput> {
  const viaAccess = body.jwtToken ? await fromAccessToken(deps, body.jwtToken, body.refreshtoken ?? '') : null;
  if (viaAccess) return viaAccess;
  const viaRefresh = body.refreshtoken ? await fromRefreshToken(deps, body.refreshtoken) : null;
  if (viaRefresh) return viaRefresh;
  throw sessionExpired();
}

/** What a logout names its session by: the refresh token in the body, the access token of the Bearer header, or both. */
export interface SignOutProof {
  refreshtoken?: string | null;
  accessToken?: string | null;
}

/** The sessions (refresh-token families) a logout proves: each token names its own; unknown or expired ones name none. */
async function familiesOf(deps: AuthDeps, proof: SignOutProof): Promise<Map<string, number>> {
  const families = new Map<string, number>();
  const byRefresh = proof.refreshtoken ? await familyOf(deps.db, proof.refreshtoken) : undefined;
  if (byRefresh) families.set(byRefresh.familyId, byRefresh.userId);
  const claims = proof.accessToken ? await deps.tokens.verifyAccess(proof.accessToken) : null;
  if (claims) families.set(claims.familyId, claims.userId);
  return families;
}

/**
 * `POST /api/auth/logout`: revokes the family of the refresh token and of the Bearer's access token, so a logout
 * without the refresh token still ends the session it was sent from (its access token is refused at once).
 * Unknown or already revoked tokens are fine.
 */
export async function signOut(deps: AuthDeps, proof: SignOutProof): Promise<void> {
  const families = await familiesOf(deps, proof);
  for (const [familyId, userId] of families) {
    await withTransaction(deps.db, async (tx) => {
      await revokeFamily(tx, familyId);
      const [user] = await tx.select({ name: portalUsers.name }).from(portalUsers).where(eq(portalUsers.id, userId));
      await recordAudit(tx, {
        entity: 'session',
        entityId: userId,
        action: 'sign-out',
        actor: { id: userId, name: user?.name ?? null, address: currentActor()?.address ?? null },
      });
    });
    deps.sessions.forgetFamily(familyId);
  }
}
