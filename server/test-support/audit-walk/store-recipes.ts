/** Calls for the storefront API's keys: make one (its secret joins the walk's secrets) and revoke one. */
import { API_KEYS_API, type CreatedApiKey } from '../../../contract/store/api-keys';
import type { Recipe } from './walk';

export const STORE_RECIPES: Record<string, Recipe> = {
  [`POST /api${API_KEYS_API.create}`]: async (walk) => {
    const admin = await walk.signIn();
    return [
      {
        method: 'POST',
        url: API_KEYS_API.create,
        token: admin.token,
        actorId: admin.userId,
        body: { name: `Walk key ${walk.next()}`, scopes: ['catalogue.read'] },
        settle: async (output) => {
          walk.secrets.add((output as CreatedApiKey).secret);
        },
      },
    ];
  },
  [`POST /api${API_KEYS_API.revoke('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const made = (await walk.prepare({
      method: 'POST',
      url: API_KEYS_API.create,
      token: admin.token,
      body: { name: `Walk key ${walk.next()}`, scopes: ['orders'] },
    })) as CreatedApiKey;
    walk.secrets.add(made.secret);
    return [{ method: 'POST', url: API_KEYS_API.revoke(made.key.id), token: admin.token, actorId: admin.userId }];
  },
};
