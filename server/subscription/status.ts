/** Where the shop's subscription stands, read from its dates (active, free trial or expired). */
import { eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../contract/account/auth';
import type { Db } from '../db/client';
import { shopSubscription } from './schema';

export type ShopSubscriptionRow = typeof shopSubscription.$inferSelect;
const DAY_MS = 86_400_000;

/** The subscription row; a database without one is not seeded, which is a server fault. */
export async function readShopSubscription(db: Db): Promise<ShopSubscriptionRow> {
  const [row] = await db.select().from(shopSubscription).where(eq(shopSubscription.id, 1));
  if (!row) throw new Error('The shop_subscription row is missing: the database has not been seeded');
  return row;
}

/** 'active' while a paid period runs, 'free' while the trial runs, otherwise 'expired'. */
export function statusOf(
  row: Pick<ShopSubscriptionRow, 'planId' | 'periodEndsAt' | 'trialEndsAt'>,
  now = new Date(),
): SubscriptionStatus {
  if (row.planId !== null && row.periodEndsAt !== null && row.periodEndsAt > now) return 'active';
  if (row.trialEndsAt > now) return 'free';
  return 'expired';
}

/** The day the current status ends: the paid period's end when one was paid, else the trial's. */
export function endsAtOf(row: Pick<ShopSubscriptionRow, 'periodEndsAt' | 'trialEndsAt'>): Date {
  return row.periodEndsAt && row.periodEndsAt > row.trialEndsAt ? row.periodEndsAt : row.trialEndsAt;
}

/** Whole days left until `endsAt`, counting a part day as a day; 0 once it passed. */
export const daysLeft = (endsAt: Date, now = new Date()) =>
  Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));

/**
 * How long the row read for the status is reused: every write's guard (expired-guard.ts) and sign-in ask for the
 * status, and a read per write was a round trip per order action (issue 47). This process's own changes (the
 * checkout, the demo switch) forget it at once; another process's (or a CLI's) are seen within this time.
 */
export const SUBSCRIPTION_ROW_REUSE_MS = 1000;

/** Bumped by every change of the row in this process: a read that began before a change is not kept. */
let generation = 0;
const remembered = new WeakMap<Db, { row: Promise<ShopSubscriptionRow>; at: number; generation: number }>();

/** Call after a change of the subscription row has committed. */
export function forgetShopSubscription(): void {
  generation += 1;
}

/** The row, read at most once per SUBSCRIPTION_ROW_REUSE_MS per database (concurrent askers share the read). */
function rememberedShopSubscription(db: Db): Promise<ShopSubscriptionRow> {
  const now = performance.now();
  const hit = remembered.get(db);
  if (hit && hit.generation === generation && now - hit.at < SUBSCRIPTION_ROW_REUSE_MS) return hit.row;
  const entry = { row: readShopSubscription(db), at: now, generation };
  remembered.set(db, entry);
  // A failed read is not remembered: the next asker reads again.
  entry.row.catch(() => {
    if (remembered.get(db) === entry) remembered.delete(db);
  });
  return entry.row;
}

/** The session's subscriptionStatus (seed §3), as of `now` (the dates are compared each time, only the row is reused). */
export async function currentSubscriptionStatus(db: Db, now = new Date()): Promise<SubscriptionStatus> {
  return statusOf(await rememberedShopSubscription(db), now);
}
