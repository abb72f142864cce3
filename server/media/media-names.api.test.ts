/**
 * Names keep no bidirectional controls (issue 39 §12): a file uploaded as `\u202Egnp.exe` was listed as
 * `exe.png`. Uploads, renames, the profile and a customer are stored without them, on each engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../contract/account/account';
import { MEDIA_API, type MediaItem } from '../../contract/media/media';
import { customerResource } from '../../contract/customers/customer';
import { ENGINES } from '../test-support/test-app';
import { getWithToken } from '../test-support/requests';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { solidImage } from './test-images';

const RLO = '\u202E';

describe.each(ENGINES)('names without bidirectional controls on %s', (engine) => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await createMediaTestApp(engine);
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Bearer ${t.token}` } });

  it('stores an uploaded file name and a rename without them', async () => {
    const uploaded = await t.upload([{ filename: `${RLO}gnp.exe`, content: await solidImage(40, 40) }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [item] = uploaded.json().output as MediaItem[];
    expect(item.displayName).toBe('gnp.exe');

    const renamed = await send('PATCH', MEDIA_API.one(item.id), {
      displayName: `\u2067invoice${RLO}fdp.exe\u2069`,
      version: item.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await getWithToken(t.app, MEDIA_API.one(item.id), t.token)).json().output.displayName).toBe(
      'invoicefdp.exe',
    );
  });

  it('stores a profile name and a customer name without them', async () => {
    const profile = (await getWithToken(t.app, ACCOUNT_API.profile, t.token)).json().output;
    const saved = await send('PUT', ACCOUNT_API.profile, { ...profile, name: `Aditi ${RLO}oaR` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getWithToken(t.app, ACCOUNT_API.profile, t.token)).json().output.name).toBe('Aditi oaR');

    const created = await send('POST', customerResource.apiPath, {
      name: `${RLO}Meera Iyer`,
      email: 'meera.bidi@example.in',
      phone: '+91 9822012345',
      type: 'Customer',
      verified: false,
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().output.name).toBe('Meera Iyer');
  });
});
