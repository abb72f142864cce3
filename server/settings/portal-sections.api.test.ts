import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { symbols } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/platform/messages';
import { PORTAL_SECTIONS_API } from '../../contract/settings/portal-settings-sections';
import { queryRows } from '../db/transaction';
import { multipartBody, solidImage } from '../media/test-images';
import { createSecretsCipher } from '../platform/secrets/cipher';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, signInAs } from '../test-support/requests';
import { readPaymentGateway } from './service-credentials';
import { API_BASE } from '../../contract/platform/api-paths';
import { COMPANY_API } from '../../contract/company/company';
import { MEDIA_API } from '../../contract/media/media';

const SECRET = 'gw-Secret-9Zq4-END7';
const OTHER_SECRET = 'gw-Replaced-Secret-x1y2';
const path = PORTAL_SECTIONS_API;

describe.each(ENGINES)('portal settings sections on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const seen: string[] = [];
  const call = async (method: 'GET' | 'PUT', url: string, body?: object, token = admin) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });
    seen.push(response.body);
    return response;
  };
  const read = async <T = { version: number }>(url: string) =>
    (await call('GET', url)).json().output as T & { version: number };

  beforeAll(async () => {
    t = await createTestApp(engine, { logLevel: 'trace' }, { orders: 10 });
    // Every log line the app writes, so the test can say no secret is in one.
    const stream = (t.app.log as unknown as Record<symbol, { write(line: string): void }>)[symbols.streamSym];
    const write = stream.write.bind(stream);
    stream.write = (line: string) => {
      seen.push(line);
      write(line);
    };
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  describe('service credentials', () => {
    it('saves the client secret sealed, answers only set and its last four, and the server reads it opened', async () => {
      expect(await read(path.serviceCredentials)).toEqual({
        clientId: '',
        clientSecret: { set: false, lastFour: null },
        mode: 'Test',
        version: 0,
      });
      const saved = await call('PUT', path.serviceCredentials, {
        clientId: 'shop-client-1',
        clientSecret: SECRET,
        mode: 'Production',
        version: 0,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().output).toEqual({
        clientId: 'shop-client-1',
        clientSecret: { set: true, lastFour: 'END7' },
        mode: 'Production',
        version: 1,
      });
      const [row] = await queryRows<{ value: string }>(
        t.db,
        sql`select value::text as value from shop_settings where key = 'serviceCredentials'`,
      );
      expect(row.value).not.toContain(SECRET);
      expect(row.value).toMatch(/"clientSecret": ?"v1:/);
      expect(await readPaymentGateway(t.app.db)).toEqual({
        mode: 'Production',
        clientId: 'shop-client-1',
        clientSecret: SECRET,
        configured: true,
      });
    });

    it('keeps the secret when the field is left empty and replaces it only when one is typed', async () => {
      const kept = await call('PUT', path.serviceCredentials, {
        clientId: 'shop-client-2',
        clientSecret: '',
        mode: 'Test',
        version: 1,
      });
      expect(kept.json().output).toEqual({
        clientId: 'shop-client-2',
        clientSecret: { set: true, lastFour: 'END7' },
        mode: 'Test',
        version: 2,
      });
      const replaced = await call('PUT', path.serviceCredentials, {
        clientId: 'shop-client-2',
        clientSecret: OTHER_SECRET,
        mode: 'Test',
        version: 2,
      });
      expect(replaced.json().output.clientSecret).toEqual({ set: true, lastFour: 'x1y2' });
      expect((await readPaymentGateway(t.app.db)).clientSecret).toBe(OTHER_SECRET);
    });

    it('cannot be opened without the key: a cipher with another key reads nothing', async () => {
      const [row] = await queryRows<{ sealed: string }>(
        t.db,
        sql`select value->>'clientSecret' as sealed from shop_settings where key = 'serviceCredentials'`,
      );
      expect(() => createSecretsCipher(randomBytes(32)).open(row.sealed)).toThrow();
    });

    it('refuses a stale version with 409 and leaves the section as it was', async () => {
      const before = await read(path.serviceCredentials);
      const stale = await call('PUT', path.serviceCredentials, {
        clientId: 'late',
        clientSecret: 'late-secret-0000',
        mode: 'Production',
        version: before.version - 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(errorBody(stale).errors[0].message).toBe(MESSAGES.staleVersion);
      expect(await read(path.serviceCredentials)).toEqual(before);
    });

    it('refuses an empty client id and an unknown mode in the catalogue wording', async () => {
      const bad = await call('PUT', path.serviceCredentials, {
        clientId: ' ',
        clientSecret: '',
        mode: 'Sandbox',
        version: 3,
      });
      expect(bad.statusCode).toBe(400);
      expect(errorBody(bad).errors).toEqual(
        expect.arrayContaining([
          { field: 'clientId', message: 'Value is required' },
          { field: 'mode', message: 'Value is required' },
        ]),
      );
    });
  });

  describe('payment settings and application links', () => {
    it('saves the payment methods with the version read, needs one at least, and refuses a stale save', async () => {
      const before = await read<{ enabledMethods: string[] }>(path.paymentSettings);
      expect(before).toEqual({ enabledMethods: ['UPI', 'Card', 'NetBanking', 'COD', 'Wallet'], version: 0 });
      const saved = await call('PUT', path.paymentSettings, { enabledMethods: ['UPI', 'Card'], version: 0 });
      expect(saved.json().output).toEqual({ enabledMethods: ['UPI', 'Card'], version: 1 });
      const none = await call('PUT', path.paymentSettings, { enabledMethods: [], version: 1 });
      expect(errorBody(none).errors).toEqual([
        { field: 'enabledMethods', message: 'Select at least one payment method' },
      ]);
      const stale = await call('PUT', path.paymentSettings, { enabledMethods: ['COD'], version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(await read(path.paymentSettings)).toEqual({ enabledMethods: ['UPI', 'Card'], version: 1 });
    });

    it('saves https store links, refuses anything else by field, and refuses a stale save', async () => {
      const links = {
        androidAppUrl: 'https://play.google.com/store/apps/details?id=shop.demo',
        iosAppUrl: '',
        websiteUrl: 'https://shop.example.in',
      };
      expect((await call('PUT', path.applicationLinks, { ...links, version: 0 })).json().output).toEqual({
        ...links,
        version: 1,
      });
      const bad = await call('PUT', path.applicationLinks, {
        ...links,
        iosAppUrl: 'http://apps.apple.com/app',
        websiteUrl: 'not a link',
        version: 1,
      });
      expect(bad.statusCode).toBe(400);
      expect(errorBody(bad).errors).toEqual([
        { field: 'iosAppUrl', message: 'Enter a valid https:// link' },
        { field: 'websiteUrl', message: 'Enter a valid https:// link' },
      ]);
      expect((await call('PUT', path.applicationLinks, { ...links, version: 0 })).statusCode).toBe(409);
    });
  });

  describe('company details', () => {
    const address = {
      line1: '12 MG Road',
      line2: '',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      country: 'India',
      phone: '+91 20 4000 1000',
      email: 'hello@shop.test',
      gstin: '27abcde1234f1z5',
    };

    it('saves name, images, currency and address, tells every open portal, and the open logoDetails answers the new name', async () => {
      const events: unknown[] = [];
      const stop = t.app.live.subscribe((name, data) => {
        if (name === 'company') events.push(data);
      });
      const { body, contentType } = multipartBody([
        { filename: 'logo.png', contentType: 'image/png', content: await solidImage(120, 60) },
      ]);
      const upload = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}${MEDIA_API.list}`,
        payload: body,
        headers: { authorization: `Bearer ${admin}`, 'content-type': contentType },
      });
      expect(upload.statusCode, upload.body).toBeLessThan(300);
      const image = upload.json().output[0] as { id: number; path: string };
      const before = await read(path.companyDetails);
      const saved = await call('PUT', path.companyDetails, {
        companyName: 'Silk Route Traders',
        logoMediaId: image.id,
        faviconMediaId: null,
        currency: 'INR',
        address,
        version: before.version,
      });
      stop();
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().output).toMatchObject({
        companyName: 'Silk Route Traders',
        logoMediaId: image.id,
        logoImage: image.path,
        faviconImage: '/assets/company/favicon.svg',
        address: { gstin: '27ABCDE1234F1Z5' },
        version: before.version + 1,
      });
      expect(events).toEqual([{ version: before.version + 1 }]);
      const open = await t.app.inject({ method: 'GET', url: `${API_BASE}${COMPANY_API.logoDetails}` });
      expect(open.json().output.companyLogoDetails).toMatchObject({
        companyName: 'Silk Route Traders',
        logoImage: image.path,
      });
    });

    it('refuses a stale version with 409, a missing image with 409 on its field, and a blank name with 400', async () => {
      const before = await read(path.companyDetails);
      const body = { companyName: 'Late', logoMediaId: null, faviconMediaId: null, currency: 'INR', address };
      expect((await call('PUT', path.companyDetails, { ...body, version: before.version - 1 })).statusCode).toBe(409);
      const gone = await call('PUT', path.companyDetails, {
        ...body,
        faviconMediaId: 2_000_000_000,
        version: before.version,
      });
      expect(gone.statusCode).toBe(409);
      expect(errorBody(gone).errors).toEqual([
        { field: 'faviconMediaId', message: 'The chosen item no longer exists. Choose another.' },
      ]);
      const blank = await call('PUT', path.companyDetails, { ...body, companyName: '  ', version: before.version });
      expect(errorBody(blank).errors).toEqual([{ field: 'companyName', message: 'Value is required' }]);
      expect(await read(path.companyDetails)).toEqual(before);
    });
  });

  it('is refused to staff without configuration access', async () => {
    const { token } = await signInAs(t.app, 'orders', 'Orders@12345');
    for (const url of [path.serviceCredentials, path.paymentSettings, path.companyDetails, path.applicationLinks]) {
      expect((await call('GET', url, undefined, token)).statusCode).toBe(403);
      expect((await call('PUT', url, { version: 1 }, token)).statusCode).toBe(403);
    }
  });

  it('never puts a client secret in a response, a log line or an audit row', async () => {
    const [{ dump }] = await queryRows<{ dump: string }>(
      t.db,
      sql`select coalesce(string_agg(row_to_json(a)::text, E'\n'), '') as dump from audit_log a`,
    );
    expect(dump).toContain('serviceCredentials');
    expect(seen.length).toBeGreaterThan(20);
    for (const text of [...seen, dump])
      for (const secret of [SECRET, OTHER_SECRET, 'late-secret-0000']) expect(text).not.toContain(secret);
    expect(dump).not.toMatch(/v1:/);
  });
});
