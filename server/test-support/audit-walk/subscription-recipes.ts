/** Calls for PROFILE and the subscription: a profile save, a Test-mode checkout and the demo state switch (never to expired). */
import { ACCOUNT_API } from '../../../contract/account/account';
import type { Profile } from '../../../contract/account/account';
import {
  SUBSCRIPTION_API,
  TEST_CARDS,
  type Plan,
  type SubscriptionSummary,
} from '../../../contract/subscription/subscription';
import type { Recipe, Walk } from './walk';
import { API_BASE } from '../../../contract/platform/api-paths';

const read = async <T>(walk: Walk, url: string, token: string) =>
  (
    await walk.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers: { authorization: `Bearer ${token}` } })
  ).json().output as T;

export const SUBSCRIPTION_RECIPES: Record<string, Recipe> = {
  [`PUT /api${ACCOUNT_API.profile}`]: async (walk) => {
    const staff = await walk.signIn('orders');
    const profile = await read<Profile>(walk, ACCOUNT_API.profile, staff.token);
    const body = {
      name: profile.name,
      email: profile.email,
      phone: `+91 98765 ${String(10_000 + walk.next()).slice(-5)}`,
      avatarMediaId: null,
      version: profile.version,
    };
    return [{ method: 'PUT', url: ACCOUNT_API.profile, body, token: staff.token, actorId: staff.userId, update: true }];
  },
  [`POST /api${SUBSCRIPTION_API.checkout}`]: async (walk) => {
    const admin = await walk.signIn();
    const [plan] = await read<Plan[]>(walk, SUBSCRIPTION_API.plans, admin.token);
    return [
      {
        method: 'POST',
        url: SUBSCRIPTION_API.checkout,
        body: { planId: plan.id, period: 'monthly', cardNumber: TEST_CARDS.success },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`PUT /api${SUBSCRIPTION_API.state}`]: async (walk) => {
    const admin = await walk.signIn();
    // Another state than now, so the row shows a change; never expired, which would refuse the walk's later writes.
    const { status } = await read<SubscriptionSummary>(walk, SUBSCRIPTION_API.summary, admin.token);
    return [
      {
        method: 'PUT',
        url: SUBSCRIPTION_API.state,
        body: { state: status === 'free' ? 'active' : 'trial' },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
};
