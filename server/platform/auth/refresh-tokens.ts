/**
 * Refresh-token families: a sign-in starts a family; each refresh replaces the head with a new token;
 * presenting a token that was already replaced means it leaked, so the whole family is revoked —
 * except within a short grace after its replacement, when it is two tabs refreshing at the same
 * moment: that one gets a token of its own in the same family.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from './schema';
import { hashRefreshToken, newRefreshToken } from './tokens';

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  remember: boolean;
  userId: number;
}

/** Starts a family for a new sign-in; it lives `ttlSeconds` from now, however often it rotates. */
export async function startFamily(
  tx: Db,
  userId: number,
  remember: boolean,
  ttlSeconds: number,
  now = new Date(),
): Promise<IssuedRefreshToken> {
  const { token, hash } = newRefreshToken();
  const familyId = randomUUID();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  // Housekeeping: the user's expired families are of no further use.
  await tx.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
  await tx.insert(refreshTokens).values({ tokenHash: hash, familyId, userId, remember, expiresAt, createdAt: now });
  return { token, familyId, remember, userId };
}

export type RotationResult =
  | { kind: 'rotated'; issued: IssuedRefreshToken }
  | { kind: 'invalid' }
  | { kind: 'reused'; familyId: string };

/** Replaces a live token with a new one in the same family; a replaced token revokes the family instead (after the grace). */
export async function rotate(tx: Db, presented: string, graceSeconds = 0, now = new Date()): Promise<RotationResult> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)));
  if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' };
  if (row.replacedById !== null) {
    return (await replacedWithin(tx, row.replacedById, graceSeconds, now))
      ? issueInFamily(tx, row, now)
      : revokeAsReused(tx, row.familyId, now);
  }
  const next = await issueInFamily(tx, row, now);
  // Conditional update: of two concurrent refreshes with the same token, only one replaces it; the other is a sibling within the grace.
  const claimed = await tx
    .update(refreshTokens)
    .set({ replacedById: next.id })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.replacedById), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0 && graceSeconds === 0) return revokeAsReused(tx, row.familyId, now);
  return next;
}

type TokenRow = typeof refreshTokens.$inferSelect;

/** A new live token in the row's family, expiring with the family. */
async function issueInFamily(
  tx: Db,
  row: TokenRow,
  now: Date,
): Promise<RotationResult & { kind: 'rotated'; id: number }> {
  const { token, hash } = newRefreshToken();
  const [next] = await tx
    .insert(refreshTokens)
    .values({
      tokenHash: hash,
      familyId: row.familyId,
      userId: row.userId,
      remember: row.remember,
      expiresAt: row.expiresAt,
      createdAt: now,
    })
    .returning({ id: refreshTokens.id });
  return {
    kind: 'rotated',
    id: next.id,
    issued: { token, familyId: row.familyId, remember: row.remember, userId: row.userId },
  };
}

/** True when the replacement was issued no more than `graceSeconds` ago. */
async function replacedWithin(tx: Db, replacementId: number, graceSeconds: number, now: Date): Promise<boolean> {
  if (graceSeconds <= 0) return false;
  const [next] = await tx
    .select({ createdAt: refreshTokens.createdAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, replacementId));
  return Boolean(next) && now.getTime() - next.createdAt.getTime() <= graceSeconds * 1000;
}

async function revokeAsReused(tx: Db, familyId: string, now: Date): Promise<RotationResult> {
  await revokeFamily(tx, familyId, now);
  return { kind: 'reused', familyId };
}

/** Ends every token of a family (logout, reuse). Idempotent. */
export async function revokeFamily(tx: Db, familyId: string, now = new Date()): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family of a presented token and its user, whatever its state; undefined for an unknown token. */
export async function familyOf(db: Db, presented: string): Promise<{ familyId: string; userId: number } | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)));
  return row;
}
