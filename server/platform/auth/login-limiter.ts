/**
 * Sliding-window limits on failed password checks (sign-in and change password), kept in the database so
 * they hold across restarts and servers. Reserve, then verify: an attempt first takes a slot (a provisional
 * failure row, inserted only while every count is below its limit, under locks on the account and the
 * address), then the password is checked, and a correct one gives the slot back. So a burst of concurrent
 * attempts checks at most the limit's number of passwords. No permanent lock-out: old failures age out.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { loginFailures } from './schema';

export interface LimiterSettings {
  /** Failures per account from any address: bounds guessing of one password, however many addresses. */
  maxPerAccount: number;
  /** Failures per account from one address: one mistyping person or one attacker locks only that pair. */
  maxPerAccountAddress: number;
  /** Failures per address over all accounts: stops spraying many accounts from one address. */
  maxPerAddress: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

/** The limits of the configuration; sign-in and change password count against the same. */
export const limiterSettings = (config: AppConfig): LimiterSettings => ({
  maxPerAccount: config.loginMaxFailuresPerAccount,
  maxPerAccountAddress: config.loginMaxFailuresPerAccountAddress,
  maxPerAddress: config.loginMaxFailuresPerAddress,
  windowSeconds: config.loginFailureWindow,
});

/** Who is signing in: the account key ('user:<id>' or 'name:<typed name>') and the client address. */
export interface Attempt {
  accountKey: string;
  address: string;
}

/** A taken slot (its row id), or the seconds to wait before another attempt. */
export type Reservation = { reserved: number } | { retryAfter: number };

/** A stable signed 64-bit advisory-lock key for a text key (the same on every server). */
const lockKey = (key: string) => createHash('sha256').update(key).digest().readBigInt64BE(0);

/** Seconds until fewer than `max` failures match `where` in the window (the `max`-th most recent must age out), 0 if already. */
async function secondsUntilBelow(tx: Db, where: SQL | undefined, max: number, windowStart: Date): Promise<number> {
  const [blocking] = await tx
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.createdAt, windowStart)))
    .orderBy(desc(loginFailures.createdAt))
    .offset(max - 1)
    .limit(1);
  if (!blocking) return 0;
  return Math.max(1, (blocking.createdAt.getTime() - windowStart.getTime()) / 1000);
}

/**
 * Takes a slot for one password check if the account, the account at this address, and the address are all
 * below their limits; else the longest wait. One transaction holding both keys' locks, so no two attempts
 * count the same free slot (PostgreSQL's pool); on PGlite, one connection, transactions already run one by one.
 */
export async function reserveAttempt(
  db: Db,
  attempt: Attempt,
  settings: LimiterSettings,
  now = new Date(),
): Promise<Reservation> {
  const windowStart = new Date(now.getTime() - settings.windowSeconds * 1000);
  return withTransaction(db, async (tx) => {
    // Locks in a fixed order, so two attempts never wait on each other crosswise.
    const keys = [lockKey(`account:${attempt.accountKey}`), lockKey(`address:${attempt.address}`)].toSorted((a, b) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
    const byAccount = eq(loginFailures.accountKey, attempt.accountKey);
    const byAddress = eq(loginFailures.address, attempt.address);
    const waits = [
      await secondsUntilBelow(tx, byAccount, settings.maxPerAccount, windowStart),
      await secondsUntilBelow(tx, and(byAccount, byAddress), settings.maxPerAccountAddress, windowStart),
      await secondsUntilBelow(tx, byAddress, settings.maxPerAddress, windowStart),
    ];
    const retryAfter = Math.max(...waits);
    if (retryAfter > 0) return { retryAfter };
    const [row] = await tx
      .insert(loginFailures)
      .values({ accountKey: attempt.accountKey, address: attempt.address, createdAt: now })
      .returning({ id: loginFailures.id });
    // Failures that left the window long ago are dropped while we are here.
    await tx.delete(loginFailures).where(lt(loginFailures.createdAt, windowStart));
    return { reserved: row.id };
  });
}

/**
 * A correct password: gives the slot back and clears the account's earlier failures (a correct password is
 * the only way to reset the account's count before the window passes). Slots taken after this one stay.
 */
export async function releaseAttempt(tx: Db, attempt: Attempt, reserved: number): Promise<void> {
  await tx
    .delete(loginFailures)
    .where(and(eq(loginFailures.accountKey, attempt.accountKey), lte(loginFailures.id, reserved)));
}
