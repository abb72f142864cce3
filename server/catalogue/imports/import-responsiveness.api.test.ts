/**
 * A large dry run on the embedded engine leaves the portal answering (issue 39 item 4): PGlite shares the process,
 * so health and a list read are timed while a 10,000-row file (RESP_ROWS rows) is read, staged and planned; each
 * waits only a small part of the run (before the fix the list read waited the whole run, 14 s here). PGlite only: on PostgreSQL
 * the work runs in the database's own processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, PRODUCT_IMPORT_API } from '../../../contract/catalogue/product-import';
import { productListResource } from '../../../contract/catalogue/product-list';
import { multipartBody } from '../../media/test-images';
import { signInAs } from '../../test-support/requests';
import { search } from '../../test-support/search';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { uploadCsv } from './import-test-support';
import { API_BASE, PLATFORM_API } from '../../../contract/platform/api-paths';

const ROWS = Number(process.env.RESP_ROWS ?? 10_000);
const HEADER = 'identificationNumber,name,hsn,brand,categories,tax,sku,price,specialPrice,stock,shortDescription';

/** New simple products, one row each (about 130 bytes a row, like the bench's file). */
function largeCsv(rows: number): Buffer {
  const lines = [HEADER];
  for (let i = 1; i <= rows; i++) {
    const n = String(i).padStart(6, '0');
    lines.push(
      `RESP-${n},Responsive Kurta ${n},6211,Vastra,Men > Men Kurtas,GST 5%,RESP-${n}-A,${499 + (i % 500)},,${i % 50},"A cotton kurta, number ${n}"`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

/** How long `request` takes, in ms, with its status. */
async function timed(request: () => Promise<{ statusCode: number }>) {
  const start = performance.now();
  const { statusCode } = await request();
  return { ms: performance.now() - start, statusCode };
}

describe('a large import on pglite', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { orders: 10 });
    token = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
  });
  afterAll(() => t?.close());

  it(
    'answers health and a product list read within a second while the dry run runs',
    async () => {
      const file = largeCsv(ROWS);
      // The first list read compiles its route and query: timed before the import, so the probes time the import.
      expect((await search(t.app, token, productListResource, {})).statusCode).toBe(200);
      const started = performance.now();
      const state = { done: false };
      const upload = uploadCsv(t.app, token, file).finally(() => {
        state.done = true;
      });
      const health: number[] = [];
      const list: number[] = [];
      while (!state.done) {
        const h = await timed(() => t.app.inject({ method: 'GET', url: `${API_BASE}${PLATFORM_API.health}` }));
        expect(h.statusCode).toBe(200);
        health.push(h.ms);
        const l = await timed(() => search(t.app, token, productListResource, {}));
        expect(l.statusCode).toBe(200);
        list.push(l.ms);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const response = await upload;
      expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
      expect(response.json().output).toMatchObject({ rows: ROWS, products: ROWS, actions: { create: ROWS } });
      const worst = { health: Math.max(...health), list: Math.max(...list) };
      console.log(
        `[import-responsiveness] dry run ${Math.round(performance.now() - started)} ms; ${health.length} probes; worst health ${Math.round(worst.health)} ms, list ${Math.round(worst.list)} ms`,
      );
      // Several probes ran during the work, not one that waited for all of it; and none waited for a large part of it.
      // Measured against the run itself, so a loaded machine slows both sides: before the fix the list read waited the
      // whole transaction (a ratio near 1); after it, under a second against runs of 8-36 s (RESP_ROWS=100000 prints the
      // issue's 1 s target: worst health 140 ms, list 506 ms).
      expect(health.length).toBeGreaterThan(3);
      const run = performance.now() - started;
      expect(worst.health / run).toBeLessThan(0.25);
      expect(worst.list / run).toBeLessThan(0.25);
    },
    Math.max(120_000, ROWS * 10),
  );

  it('refuses a file over the limit by its declared length, before reading it', async () => {
    const file = Buffer.concat([
      Buffer.from(`${HEADER}\n`),
      Buffer.alloc(IMPORT_LIMITS.maxFileBytes + 1024 * 1024, '\n'),
    ]);
    const { body, contentType } = multipartBody([{ filename: 'huge.csv', content: file, contentType: 'text/csv' }]);
    const { ms, statusCode } = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: `/api${PRODUCT_IMPORT_API.create}`,
        payload: body,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      }),
    );
    expect(statusCode).toBe(413);
    expect(ms).toBeLessThan(3000); // reading the 65 MB body first took 5 s on an idle machine
  });
});
