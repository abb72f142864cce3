/**
 * The codes of the password reset, as atomic statements: issue (a newer code replaces the older, at most once
 * a minute per account key), take one try (counted in the same statement that checks the limit, so a burst
 * of parallel guesses checks at most `maxTries` codes), mark a code verified with its one-use token, and
 * spend that token.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { PASSWORD_RESET_LIMITS as LIMITS } from '../../contract/account/password-reset';
import type { Db } from '../db/client';
import { passwordResetCodes } from '../platform/auth/schema';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** A fresh code: `codeDigits` digits from the CSPRNG, leading zeros kept. */
export const newResetCode = () => String(randomInt(0, 10 ** LIMITS.codeDigits)).padStart(LIMITS.codeDigits, '0');

/** A reset token and the sha256 the table keeps (the token is 256 random bits: no slow hash needed). */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

const seconds = (ms: number) => new Date(ms);

/**
 * Stores a new code hash for the key, replacing the older code (and any token it gave), unless the last code
 * was sent less than a minute ago: then the seconds to wait. One statement, so two requests in the same
 * instant cannot both send.
 */
export async function issueCode(
  tx: Db,
  key: { accountKey: string; userId: number | null; requestedAs: string },
  codeHash: string,
  now = new Date(),
): Promise<{ issued: true } | { issued: false; retryAfter: number }> {
  const fresh = {
    accountKey: key.accountKey,
    userId: key.userId,
    requestedAs: key.requestedAs,
    codeHash,
    sentAt: now,
    expiresAt: seconds(now.getTime() + LIMITS.codeTtlSeconds * 1000),
    attempts: 0,
    verifiedAt: null,
    resetTokenHash: null,
    resetTokenExpiresAt: null,
    resetTokenUsedAt: null,
  };
  const resendFrom = seconds(now.getTime() - LIMITS.resendSeconds * 1000);
  const written = await tx
    .insert(passwordResetCodes)
    .values(fresh)
    .onConflictDoUpdate({
      target: passwordResetCodes.accountKey,
      set: fresh,
      setWhere: lte(passwordResetCodes.sentAt, resendFrom),
    })
    .returning({ id: passwordResetCodes.id });
  if (written.length > 0) return { issued: true };
  const [row] = await tx
    .select({ sentAt: passwordResetCodes.sentAt })
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.accountKey, key.accountKey));
  const wait = row ? Math.ceil((row.sentAt.getTime() - resendFrom.getTime()) / 1000) : 1;
  return { issued: false, retryAfter: Math.max(1, wait) };
}

/** Drops rows whose code and token are both long past (housekeeping while a request is here anyway). */
export async function dropStaleCodes(tx: Db, now = new Date()): Promise<void> {
  const dayAgo = seconds(now.getTime() - 86_400_000);
  await tx
    .delete(passwordResetCodes)
    .where(
      and(
        lt(passwordResetCodes.expiresAt, dayAgo),
        or(isNull(passwordResetCodes.resetTokenExpiresAt), lt(passwordResetCodes.resetTokenExpiresAt, dayAgo)),
      ),
    );
}

/** Why a try could not be taken: no live code (none, expired, already verified) or every try used. */
export type TryRefusal = 'expired' | 'tooManyTries';

/**
 * Takes one try of the key's live code (attempts + 1 in the statement that checks the limit), or says why not.
 * A code asked for by another name of the account is no live code for this one: as for an account never asked.
 */
export async function takeTry(
  db: Db,
  accountKey: string,
  requestedAs: string,
  now = new Date(),
): Promise<{ row: ResetCodeRow } | { refused: TryRefusal }> {
  // Rows written before the name was kept (null) accept any name of their account.
  const sameName = or(isNull(passwordResetCodes.requestedAs), eq(passwordResetCodes.requestedAs, requestedAs));
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.accountKey, accountKey),
        sameName,
        isNull(passwordResetCodes.verifiedAt),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.attempts, LIMITS.maxTries),
      ),
    )
    .returning();
  if (row) return { row };
  const [current] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.accountKey, accountKey), sameName));
  const live = current && !current.verifiedAt && current.expiresAt > now;
  return { refused: live && current.attempts >= LIMITS.maxTries ? 'tooManyTries' : 'expired' };
}

/** Marks the code verified and binds a fresh token to it; false when another request verified it first. */
export async function markVerified(db: Db, id: number, tokenHash: string, now = new Date()): Promise<boolean> {
  const marked = await db
    .update(passwordResetCodes)
    .set({
      verifiedAt: now,
      resetTokenHash: tokenHash,
      resetTokenExpiresAt: seconds(now.getTime() + LIMITS.tokenTtlSeconds * 1000),
    })
    .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.verifiedAt)))
    .returning({ id: passwordResetCodes.id });
  return marked.length > 0;
}

/** Spends a live token (one use) and answers its user; null for an unknown, used, expired or replaced token. */
export async function spendToken(tx: Db, token: string, now = new Date()): Promise<number | null> {
  const [row] = await tx
    .update(passwordResetCodes)
    .set({ resetTokenUsedAt: now })
    .where(
      and(
        eq(passwordResetCodes.resetTokenHash, hashResetToken(token)),
        isNull(passwordResetCodes.resetTokenUsedAt),
        gt(passwordResetCodes.resetTokenExpiresAt, now),
      ),
    )
    .returning({ userId: passwordResetCodes.userId });
  return row?.userId ?? null;
}
