/** Calls for the portal settings sections, the customer portal and the prefix settings; each save changes a value. */
import type { CustomerPortal } from '../../../contract/settings/customer-portal';
import { PORTAL_SECTIONS_API } from '../../../contract/settings/portal-settings-sections';
import { PREFIX_SETTINGS_API, type PrefixRow } from '../../../contract/settings/prefix-settings';
import type { Recipe, Walk } from './walk';
import { API_BASE } from '../../../contract/platform/api-paths';

/** The section's current answer, read as the admin. */
async function current<T>(walk: Walk, token: string, url: string): Promise<T> {
  return (
    await walk.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers: { authorization: `Bearer ${token}` } })
  ).json().output as T;
}

const address = { line1: '1 Walk Street', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' };

export const SETTINGS_RECIPES: Record<string, Recipe> = {
  [`PUT /api${PORTAL_SECTIONS_API.serviceCredentials}`]: async (walk) => {
    const admin = await walk.signIn();
    const { version } = await current<{ version: number }>(walk, admin.token, PORTAL_SECTIONS_API.serviceCredentials);
    const clientSecret = `gateway-walk-${walk.next()}-secret`;
    walk.secrets.add(clientSecret);
    return [
      {
        method: 'PUT',
        url: PORTAL_SECTIONS_API.serviceCredentials,
        token: admin.token,
        actorId: admin.userId,
        update: true,
        body: { clientId: `walk-client-${walk.next()}`, clientSecret, mode: 'Test', version },
      },
    ];
  },
  [`PUT /api${PORTAL_SECTIONS_API.paymentSettings}`]: async (walk) => {
    const admin = await walk.signIn();
    const { version } = await current<{ version: number }>(walk, admin.token, PORTAL_SECTIONS_API.paymentSettings);
    return [
      {
        method: 'PUT',
        url: PORTAL_SECTIONS_API.paymentSettings,
        token: admin.token,
        actorId: admin.userId,
        update: true,
        body: { enabledMethods: walk.next() % 2 ? ['UPI'] : ['Card', 'COD'], version },
      },
    ];
  },
  [`PUT /api${PORTAL_SECTIONS_API.applicationLinks}`]: async (walk) => {
    const admin = await walk.signIn();
    const { version } = await current<{ version: number }>(walk, admin.token, PORTAL_SECTIONS_API.applicationLinks);
    return [
      {
        method: 'PUT',
        url: PORTAL_SECTIONS_API.applicationLinks,
        token: admin.token,
        actorId: admin.userId,
        update: true,
        body: { androidAppUrl: '', iosAppUrl: '', websiteUrl: `https://walk${walk.next()}.example.in`, version },
      },
    ];
  },
  [`PUT /api${PORTAL_SECTIONS_API.companyDetails}`]: async (walk) => {
    const admin = await walk.signIn();
    const { version } = await current<{ version: number }>(walk, admin.token, PORTAL_SECTIONS_API.companyDetails);
    return [
      {
        method: 'PUT',
        url: PORTAL_SECTIONS_API.companyDetails,
        token: admin.token,
        actorId: admin.userId,
        update: true,
        body: {
          companyName: `Walk Shop ${walk.next()}`,
          logoMediaId: null,
          faviconMediaId: null,
          currency: 'INR',
          address,
          version,
        },
      },
    ];
  },
  [`PUT /api${PORTAL_SECTIONS_API.customerPortal}`]: async (walk) => {
    const admin = await walk.signIn();
    const { categoryOptions, ...values } = await current<CustomerPortal>(
      walk,
      admin.token,
      PORTAL_SECTIONS_API.customerPortal,
    );
    return [
      {
        method: 'PUT',
        url: PORTAL_SECTIONS_API.customerPortal,
        token: admin.token,
        actorId: admin.userId,
        update: true,
        body: {
          ...values,
          homeCategoryIds: categoryOptions.slice(0, 4).map((c) => c.id),
          returnWindowDays: (values.returnWindowDays + 1) % 30,
        },
      },
    ];
  },
  [`PUT /api${PREFIX_SETTINGS_API.one('{type}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const rows = await current<PrefixRow[]>(walk, admin.token, PREFIX_SETTINGS_API.list);
    const sku = rows.find((r) => r.type === 'sku')!;
    return [
      {
        method: 'PUT',
        url: PREFIX_SETTINGS_API.one('sku'),
        token: admin.token,
        actorId: admin.userId,
        update: true,
        body: { prefix: sku.prefix, nextNumber: sku.nextNumber + 10, version: sku.version },
      },
    ];
  },
};
