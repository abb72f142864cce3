import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PORTAL_SETTINGS_MESSAGES } from '../../contract/platform/messages';
import { DELIVERY_PARTNER_OPTIONS, PORTAL_SETTINGS_API } from '../../contract/settings/portal-settings';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, signInAs } from '../test-support/requests';

const path = PORTAL_SETTINGS_API.deliveryPartner;

describe.each(ENGINES)('portal settings: delivery partner on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const put = (body: object, token = admin) =>
    t.app.inject({ method: 'PUT', url: `/api${path}`, payload: body, headers: { authorization: `Bearer ${token}` } });
  const read = async () =>
    (await getWithToken(t.app, path, admin)).json().output as { partner: string | null; version: number };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  it('reads the chosen partner with its version and every partner with label and description', async () => {
    const response = await getWithToken(t.app, path, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().output).toEqual({
      partner: 'self',
      version: expect.any(Number),
      partners: DELIVERY_PARTNER_OPTIONS,
    });
    expect(response.json().output.partners[0]).toMatchObject({ name: 'self', label: 'Self shipping' });
  });

  it('saves the partner with the version read and answers the next version', async () => {
    await t.db.execute(sql`update shop_settings set updated_at = '2000-01-01T00:00:00Z' where key = 'deliveryPartner'`);
    const before = await read();
    const response = await put({ partner: 'self', version: before.version });
    expect(response.statusCode).toBe(200);
    expect(response.json().output).toMatchObject({ partner: 'self', version: before.version + 1 });
    expect(await read()).toMatchObject({ partner: 'self', version: before.version + 1 });
    const [row] = (
      (await t.db.execute(
        sql`select value, updated_at from shop_settings where key = 'deliveryPartner'`,
      )) as unknown as { rows: { value: unknown; updated_at: unknown }[] }
    ).rows;
    expect(row.value).toBe('self');
    expect(new Date(row.updated_at as string).getFullYear()).toBeGreaterThan(2000);
  });

  it('refuses a stale version with 409 and leaves the setting as it was', async () => {
    const before = await read();
    const response = await put({ partner: 'self', version: before.version - 1 });
    expect(response.statusCode).toBe(409);
    expect(errorBody(response).errors[0].message).toBe(MESSAGES.staleVersion);
    expect(await read()).toEqual(expect.objectContaining(before));
  });

  it('refuses a partner the contract does not list with 400 on the partner field', async () => {
    const before = await read();
    const response = await put({ partner: 'nobody', version: before.version });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([
      { field: 'partner', message: PORTAL_SETTINGS_MESSAGES.unknownPartner },
    ]);
    expect(await read()).toEqual(expect.objectContaining(before));
  });

  it.each([
    ['orders', 'Orders@12345'],
    ['catalogue', 'Catalogue@12345'],
  ])('is refused to %s, who lacks configuration access', async (user, password) => {
    const { token } = await signInAs(t.app, user, password);
    expect((await getWithToken(t.app, path, token)).statusCode).toBe(403);
    const version = (await read()).version;
    expect((await put({ partner: 'self', version }, token)).statusCode).toBe(403);
    expect((await read()).version).toBe(version);
  });
});
