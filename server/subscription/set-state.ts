/** The Master Admin's switch for demos and tests: put the subscription on a trial, a paid period, or expired, from now. */
import { asc, eq, sql } from 'drizzle-orm';
import type { SUBSCRIPTION_STATES } from '../../contract/subscription/subscription';
import type { Db } from '../db/client';
import { shopSubscription, subscriptionPlans } from './schema';
import { withTransaction } from '../db/transaction';
import { recordAudit } from '../platform/audit/record';
import { forgetShopSubscription, statusOf } from './status';

const DAY_MS = 86_400_000;
type State = (typeof SUBSCRIPTION_STATES)[number];

export async function setSubscriptionState(db: Db, state: State, now = new Date()): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(shopSubscription).where(eq(shopSubscription.id, 1)).for('update');
    const [firstPlan] = await tx
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .orderBy(asc(subscriptionPlans.position))
      .limit(1);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const next = {
      trial: { planId: null, period: null, periodEndsAt: null, trialEndsAt: new Date(now.getTime() + 30 * DAY_MS) },
      active: {
        planId: before.planId ?? firstPlan.id,
        period: before.period ?? 'monthly',
        periodEndsAt: new Date(now.getTime() + 30 * DAY_MS),
        trialEndsAt: before.trialEndsAt,
      },
      // Both the trial and any paid period ended yesterday.
      expired: {
        planId: before.planId,
        period: before.period,
        periodEndsAt: before.periodEndsAt ? dayAgo : null,
        trialEndsAt: dayAgo,
      },
    }[state];
    await tx
      .update(shopSubscription)
      .set({ ...next, version: sql`${shopSubscription.version} + 1`, updatedAt: now })
      .where(eq(shopSubscription.id, 1));
    await recordAudit(tx, {
      entity: 'subscription',
      entityId: 1,
      action: 'state',
      changes: { status: { before: statusOf(before, now), after: statusOf(next, now) } },
    });
  });
  forgetShopSubscription();
}
