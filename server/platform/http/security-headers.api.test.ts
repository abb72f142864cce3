import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, PLATFORM_API } from '../../../contract/platform/api-paths';
import { COMPANY_API } from '../../../contract/company/company';
import { DASHBOARD_API } from '../../../contract/dashboard/dashboard';
import { ORDER_API } from '../../../contract/orders/order-processing';
import { getWithToken, signInAs } from '../../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';

const FAILING_ROUTE = '/api/test/fails';
const OWN_POLICY_ROUTE = '/api/test/own-policy';

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const EXPECTED_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

type Headers = Record<string, string | string[] | number | undefined>;

/** The Content-Security-Policy header as directive → sources. */
function cspDirectives(headers: Headers): Record<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(headers: Headers) {
  expect(headers).toMatchObject(EXPECTED);
  expect(cspDirectives(headers)).toEqual(EXPECTED_CSP);
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe.each(ENGINES)('security headers on %s', (engine) => {
  let t: TestApp;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = await mkdtemp(join(tmpdir(), 'portal-spa-'));
    await writeFile(join(spaDir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    t = await createTestApp(
      engine,
      { staticDir: spaDir },
      {
        orders: 5,
        routes: (app) => {
          app.get(FAILING_ROUTE, { config: { public: true } }, async () => {
            throw new Error('boom');
          });
          app.get(OWN_POLICY_ROUTE, { config: { public: true } }, async (_request, reply) =>
            reply.header('content-security-policy', "default-src 'none'").send('x'),
          );
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await rm(spaDir, { recursive: true, force: true });
  });

  it('sends them on an API JSON answer', async () => {
    const response = await getWithToken(t.app, PLATFORM_API.health);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectSecurityHeaders(response.headers);
  });

  it('sends them on 401, 404 and 500 error envelopes', async () => {
    const unauthenticated = await getWithToken(t.app, DASHBOARD_API.summary);
    expect(unauthenticated.statusCode).toBe(401);
    expectSecurityHeaders(unauthenticated.headers);
    const missingApi = await getWithToken(t.app, '/no-such-route');
    expect(missingApi.statusCode).toBe(404);
    expectSecurityHeaders(missingApi.headers);
    const missingFile = await t.app.inject({ method: 'GET', url: '/no-such-file.js' });
    expect(missingFile.statusCode).toBe(404);
    expectSecurityHeaders(missingFile.headers);
    const failed = await t.app.inject({ method: 'GET', url: FAILING_ROUTE });
    expect(failed.statusCode).toBe(500);
    expectSecurityHeaders(failed.headers);
  });

  it('sends them on the SPA index and the company assets', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(index.headers);
    const logo = await getWithToken(t.app, COMPANY_API.logoDetails);
    const asset = await t.app.inject({ method: 'GET', url: logo.json().output.companyLogoDetails.logoImage });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset.headers);
  });

  it('lets a route replace a header with its own value', async () => {
    const response = await t.app.inject({ method: 'GET', url: OWN_POLICY_ROUTE });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.headers).toMatchObject(EXPECTED);
  });

  it('sends them on the live order stream, which writes its own head', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await signInAs(t.app, 'admin', 'Admin@12345');
    const abort = new AbortController();
    const response = await fetch(`${base}${API_BASE}${ORDER_API.live}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    abort.abort();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expectSecurityHeaders(Object.fromEntries(response.headers));
  });
});
