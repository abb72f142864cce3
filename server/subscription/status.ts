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
export function statusOf(row: Pick<ShopSubscriptionRow, 'planId' | 'periodEndsAt' | 'trialEndsAt'>, now = new Date()): SubscriptionStatus {
  if (row.planId !== null && row.periodEndsAt !== null && row.periodEndsAt > now) return 'active';
  if (row.trialEndsAt > now) return 'free';
  return 'expired';
}

/** The day the current status ends: the paid period's end when one was paid, else the trial's. */
export function endsAtOf(row: Pick<ShopSubscriptionRow, 'periodEndsAt' | 'trialEndsAt'>): Date {
  return row.periodEndsAt && row.periodEndsAt > row.trialEndsAt ? row.periodEndsAt : row.trialEndsAt;
}

/** Whole days left until `endsAt`, counting a part day as a day; 0 once it passed. */
export const daysLeft = (endsAt: Date, now = new Date()) => Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));

/** The session's subscriptionStatus (seed §3). */
export async function currentSubscriptionStatus(db: Db, now = new Date()): Promise<SubscriptionStatus> {
  return statusOf(await readShopSubscription(db), now);
}
