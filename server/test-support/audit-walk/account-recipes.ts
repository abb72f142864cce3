/** Calls for sign-in and out, the password, settings, wallets and the user's table views and layouts. */
import { sql } from 'drizzle-orm';
import { ACCOUNT_API } from '../../../contract/account/account';
import { AUTH_API } from '../../../contract/account/auth';
import { PORTAL_SETTINGS_API, type DeliveryPartnerSetting } from '../../../contract/settings/portal-settings';
import { TABLE_VIEWS_API } from '../../../contract/table-views/table-views';
import { WALLET_API } from '../../../contract/wallets/wallets';
import { queryRows } from '../../db/transaction';
import type { Recipe } from './walk';
import { API_BASE } from '../../../contract/platform/api-paths';

/** A staff user (not the admin), so a changed password or an ended session leaves the admin's alone. */
const STAFF = 'catalogue';
/** The table whose views and layout the walk saves (every user who may read taxes may keep them). */
const TABLE = 'tax';

export const ACCOUNT_RECIPES: Record<string, Recipe> = {
  [`POST /api${AUTH_API.login}`]: async (walk) => {
    const staff = await walk.signIn(STAFF); // learns the user's id
    return [
      {
        method: 'POST',
        url: AUTH_API.login,
        body: { username: STAFF, password: walk.passwords.get(STAFF) },
        actorId: staff.userId,
      },
    ];
  },
  [`POST /api${AUTH_API.logout}`]: async (walk) => {
    const staff = await walk.signIn(STAFF);
    return [
      { method: 'POST', url: AUTH_API.logout, body: { refreshtoken: staff.refreshtoken }, actorId: staff.userId },
    ];
  },
  [`POST /api${ACCOUNT_API.changePassword}`]: async (walk) => {
    const staff = await walk.signIn(STAFF);
    const newPassword = `Changed@${walk.next()}x2026`;
    walk.secrets.add(newPassword);
    const body = { currentPassword: walk.passwords.get(STAFF), newPassword, confirmPassword: newPassword };
    return [
      {
        method: 'POST',
        url: ACCOUNT_API.changePassword,
        body,
        token: staff.token,
        actorId: staff.userId,
        settle: async () => {
          walk.passwords.set(STAFF, newPassword);
        },
      },
    ];
  },
  [`PUT /api${PORTAL_SETTINGS_API.deliveryPartner}`]: async (walk) => {
    const admin = await walk.signIn();
    const current = (
      await walk.app.inject({
        method: 'GET',
        url: `${API_BASE}${PORTAL_SETTINGS_API.deliveryPartner}`,
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).json().output as DeliveryPartnerSetting;
    return [
      {
        method: 'PUT',
        url: PORTAL_SETTINGS_API.deliveryPartner,
        body: { partner: current.partners[0].name, version: current.version },
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
  [`POST /api${WALLET_API.transactions('{customerId}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const [customer] = await queryRows<{ id: number }>(walk.db, sql`select id from customers order by id limit 1`);
    return [
      {
        method: 'POST',
        url: WALLET_API.transactions(customer.id),
        body: { type: 'credited', amount: 125.5, reason: 'Goodwill credit' },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`PUT /api${TABLE_VIEWS_API.layout('{tableKey}')}`]: async (walk) => {
    const admin = await walk.signIn();
    return [
      {
        method: 'PUT',
        url: TABLE_VIEWS_API.layout(TABLE),
        body: { order: ['name', 'id'], widths: { name: 240 + walk.next() }, hidden: [] },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`POST /api${TABLE_VIEWS_API.views('{tableKey}')}`]: async (walk) => {
    const admin = await walk.signIn();
    return [
      {
        method: 'POST',
        url: TABLE_VIEWS_API.views(TABLE),
        body: { name: `Audit view ${walk.next()}`, state: {} },
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
  [`DELETE /api${TABLE_VIEWS_API.view('{tableKey}', '{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const view = (await walk.prepare({
      method: 'POST',
      url: TABLE_VIEWS_API.views(TABLE),
      body: { name: `Audit view ${walk.next()}`, state: {} },
      token: admin.token,
    })) as { id: number };
    return [{ method: 'DELETE', url: TABLE_VIEWS_API.view(TABLE, view.id), token: admin.token, actorId: admin.userId }];
  },
};
