/**
 * The product editor's API under abuse (both engines): huge and deeply nested bodies are 400/413, never a
 * 5xx; 20 saves of one product at one version let exactly one through; two products racing for one SKU get
 * one 201 and one 409 on the SKU. And the catalogue doctor in SQL agrees with the JS one product by product.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/platform/messages';
import {
  PRODUCT_API,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  productCompleteness,
} from '../../../contract/catalogue/product';
import { queryRows } from '../../db/transaction';
import { errorBody } from '../../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { asInput, demoRefs, makeMedia, productApi, simpleProduct, unique } from './product-test-support';

describe.each(ENGINES)('product editor API under abuse on %s', (engine) => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof productApi>>;
  let refs: Awaited<ReturnType<typeof demoRefs>>;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    api = await productApi(t);
    refs = await demoRefs(t.db);
  });
  afterAll(() => t?.close());

  it('answers huge, over-long and deeply nested bodies with 400 or 413, never a 5xx', async () => {
    const tooMany = simpleProduct(refs.categoryId, {
      kind: 'variable',
      attributeSetId: refs.apparelSetId,
      variants: Array.from({ length: PRODUCT_LIMITS.variants + 1 }, (_, i) => ({
        sku: `M${i}`,
        price: 1,
        attributes: { Size: 'S' },
      })),
    });
    const huge = simpleProduct(refs.categoryId, { longDescription: 'x'.repeat(2_000_000) });
    // Sent as text: the depth check must refuse it before anything parses it.
    const deep = JSON.stringify({ ...simpleProduct(refs.categoryId), tags: 'DEEP' }).replace(
      '"DEEP"',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    );
    const sendText = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api${PRODUCT_API.create}`,
        payload,
        headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      });
    const answers = await Promise.all([
      api.create(tooMany),
      api.create(huge),
      sendText(deep),
      api.create({
        ...simpleProduct(refs.categoryId),
        variants: [{ sku: 'A', price: 1, attributes: { Size: { deep: [1] } } }],
      }),
      api.create({
        ...simpleProduct(refs.categoryId),
        longDescription: 'y'.repeat(PRODUCT_LIMITS.longDescription + 1),
      }),
      api.create({ ...simpleProduct(refs.categoryId), variants: [{ sku: 'B', price: 1e300, openingStock: -1 }] }),
      sendText('{"name": '),
      api.call('PUT', PRODUCT_API.one(1), { product: null, version: 'x' }),
      api.call('GET', PRODUCT_API.one('1e9999')),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body.slice(0, 200)).toBeLessThan(500);
      expect(answer.body).not.toMatch(/Invalid input|expected/i);
    }
    expect(answers[1].statusCode).toBe(413);
    expect(errorBody(answers[0]).errors).toContainEqual({ field: 'variants', message: expect.any(String) });
  });

  it('lets exactly one of 20 concurrent saves at one version through; the others get 409 and the version rises once', async () => {
    const created = (await api.create(simpleProduct(refs.categoryId))).json().output;
    const input = asInput(created);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.save(created.id, created.version, { ...input, name: `Racer ${i}` })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(errorBody(refused).errors).toEqual([{ message: MESSAGES.staleVersion }]);
    const after = await api.read(created.id);
    expect(after.version).toBe(created.version + 1);
    expect(after.name).toBe(answers.find((a) => a.statusCode === 200)!.json().output.name);
  });

  it("gives one SKU to one of two products created at once; the other gets 409 on its variant's sku", async () => {
    const sku = `RACE-${unique()}`;
    const answers = await Promise.all(
      [0, 1].map(() => api.create(simpleProduct(refs.categoryId, { variants: [{ sku, price: 1 }] }))),
    );
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 409]);
    expect(errorBody(answers.find((a) => a.statusCode === 409)!).errors).toEqual([
      { field: 'variants.0.sku', message: PRODUCT_MESSAGES.skuExists },
    ]);
  });

  it('keeps the SQL completeness equal to productCompleteness for products with and without what it checks', async () => {
    const pictures = await makeMedia(t.db, 2);
    const bodies = [
      simpleProduct(refs.categoryId),
      simpleProduct(refs.categoryId, {
        images: [{ mediaId: pictures[0], altText: '' }],
        specifications: [],
        longDescription: '',
      }),
      simpleProduct(refs.categoryId, {
        images: [{ mediaId: pictures[1], altText: 'Front' }],
        variants: [{ sku: `C${unique()}`, price: 0, openingStock: 0 }],
      }),
      simpleProduct(refs.categoryId, {
        kind: 'variable',
        attributeSetId: refs.apparelSetId,
        images: [{ mediaId: pictures[1], altText: 'x' }],
        variants: [
          {
            sku: `D${unique()}`,
            price: 5,
            openingStock: 3,
            attributes: { Size: 'S' },
            images: [{ mediaId: pictures[0], altText: ' ' }],
          },
          { sku: `E${unique()}`, price: 5, attributes: { Size: 'M' } },
        ],
      }),
    ];
    const ids = [];
    for (const body of bodies) ids.push((await api.create(body)).json().output.id);
    const seeded = await queryRows<{ id: number }>(t.db, sql`select id from products order by id limit 3`);
    for (const id of [...ids, ...seeded.map((r) => r.id)]) {
      const detail = await api.read(id);
      expect({ score: detail.completeness, missing: detail.missing }, `product ${id}`).toEqual(
        productCompleteness(detail),
      );
    }
    expect(new Set(await Promise.all(ids.map(async (id) => (await api.read(id)).completeness))).size).toBeGreaterThan(
      2,
    );
  });
});
