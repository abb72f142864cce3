/**
 * Sliding-window limits on failed sign-ins, per account and per client address, kept in the database
 * so they hold across restarts and servers. No permanent lock-out: old failures simply age out.
 */
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export interface LimiterSettings {
  maxPerAccount: number;
  maxPerAddress: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

/** Who is signing in: the account key ('user:<id>' or 'name:<typed name>') and the client address. */
export interface Attempt {
  accountKey: string;
  address: string;
}

/**
 * Seconds until the key has fewer than `max` failures in the window, or 0 when it already has.
 * The `max`-th most recent failure is the one that must age out first.
 */
async function secondsUntilBelowLimit(db: Db, column: typeof loginFailures.accountKey | typeof loginFailures.address,
  key: string, max: number, settings: LimiterSettings, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - settings.windowSeconds * 1000);
  const [blocking] = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(column, key), gt(loginFailures.createdAt, windowStart)))
    .orderBy(desc(loginFailures.createdAt))
    .offset(max - 1)
    .limit(1);
  if (!blocking) return 0;
  return Math.max(1, (blocking.createdAt.getTime() + settings.windowSeconds * 1000 - now.getTime()) / 1000);
}

/** 0 when the attempt may proceed, else the seconds to wait (the longer of the two limits). */
export async function retryAfterSeconds(db: Db, attempt: Attempt, settings: LimiterSettings, now = new Date()): Promise<number> {
  const [account, address] = await Promise.all([
    secondsUntilBelowLimit(db, loginFailures.accountKey, attempt.accountKey, settings.maxPerAccount, settings, now),
    secondsUntilBelowLimit(db, loginFailures.address, attempt.address, settings.maxPerAddress, settings, now),
  ]);
  return Math.max(account, address);
}

/** Records one failed attempt and drops failures that left the window long ago. */
export async function recordFailure(tx: Db, attempt: Attempt, settings: LimiterSettings, now = new Date()): Promise<void> {
  await tx.insert(loginFailures).values({ accountKey: attempt.accountKey, address: attempt.address, createdAt: now });
  await tx.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - settings.windowSeconds * 1000)));
}

/** A successful sign-in clears the account's failures (the address keeps its count). */
export async function clearAccountFailures(tx: Db, accountKey: string): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}
