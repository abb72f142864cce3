/** The demo shop's subscription: a 30-day free trial, so `npm start` is fully writable (the plans come with the migration). */
import type { Db } from '../db/client';
import { shopSubscription } from './schema';

export const DEMO_TRIAL_DAYS = 30;

export async function seedSubscription(tx: Db, now: Date): Promise<void> {
  await tx
    .insert(shopSubscription)
    .values({ id: 1, trialEndsAt: new Date(now.getTime() + DEMO_TRIAL_DAYS * 86_400_000) });
}
