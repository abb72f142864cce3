/** The built SPA's caching: hashed files under assets/ are kept a year, index.html is revalidated on every load. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { spaCacheControl } from './app';
import { company } from './company/schema';
import { CONTENT_SECURITY_POLICY } from './platform/http/security-headers';
import { createTestApp, type TestApp } from './test-support/test-app';
import { API_BASE, PLATFORM_API } from '../contract/platform/api-paths';

describe('spaCacheControl', () => {
  it('keeps hashed assets for a year and revalidates everything else', () => {
    expect(spaCacheControl('assets/vendor-C8qyds0b.js')).toBe('public, max-age=31536000, immutable');
    expect(spaCacheControl('index.html')).toBe('no-cache');
    expect(spaCacheControl('favicon.svg')).toBe('no-cache');
  });
});

describe('the built SPA over HTTP', () => {
  let t: TestApp;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = await mkdtemp(join(tmpdir(), 'portal-spa-'));
    await mkdir(join(spaDir, 'assets'));
    await writeFile(
      join(spaDir, 'index.html'),
      '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>',
    );
    await writeFile(join(spaDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    t = await createTestApp('pglite', { staticDir: spaDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(spaDir, { recursive: true, force: true });
  });

  it('sends index.html to be revalidated and the hashed script to be kept', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("adds the company's CDN origins to the page's img-src, so images from a main CDN elsewhere are not refused", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/' });
    expect(before.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    await t.app.db
      .update(company)
      .set({ cdnMainBase: 'https://cdn.example.com/shop/', cdnLocalBase: '/media/' })
      .where(eq(company.id, 1));
    const after = await t.app.inject({ method: 'GET', url: '/' });
    expect(after.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://cdn.example.com;");
    // JSON answers keep the fixed policy: only documents load images.
    const api = await t.app.inject({ method: 'GET', url: `${API_BASE}${PLATFORM_API.health}` });
    expect(api.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers a revalidation of index.html with 304 when it has not changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
