/**
 * Feature sections and sliders over the API (issue 15 §2), on both engines: what each kind of section needs
 * ('at least 4 categories should be selected'), a slider's link checked as one, schedules read by the shop's
 * clock, picks that outlive or guard the catalogue, and drag-reordering under concurrent edits: one wins, the
 * other is a 409 and changes nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ORDERING_MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { resourcePaths, type ResourceDef } from '../../contract/platform/resource';
import { featureSectionResource, SECTION_MESSAGES } from '../../contract/content/feature-section';
import { sliderResource } from '../../contract/content/slider';
import { SCHEDULE_MESSAGES } from '../../contract/content/schedule';
import { uploadBanner } from '../media/test-images';
import { moveShopClock, resetShopClock } from '../platform/shop-time';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const sections = resourcePaths(featureSectionResource);
const slides = resourcePaths(sliderResource);
const section = (over: Record<string, unknown> = {}) => ({
  name: `Section ${Math.random().toString(36).slice(2, 8)}`,
  kind: 'Newest',
  style: 'Grid',
  productLimit: 8,
  ...over,
});
type Row = { id: number; version: number; position: number; name?: string; title?: string; showing?: string };

describe.each(ENGINES)('feature sections and sliders on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let categoryIds: number[];
  let productIds: number[];
  let pictureId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    categoryIds = ((await call('GET', '/categories')).json().output as { id: number; parentId: number | null }[])
      .filter((c) => c.parentId !== null)
      .map((c) => c.id);
    productIds = ((await call('GET', '/storefront/product-options?q=')).json().output as { id: number }[]).map(
      (p) => p.id,
    );
    pictureId = await uploadBanner(t.app, admin);
  });
  afterEach(() => resetShopClock());
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });
  const list = async (def: ResourceDef): Promise<Row[]> =>
    (
      await call('POST', `${resourcePaths(def).search}?pageNum=0&pageSize=-1`, {
        searchCriteriaList: [],
        dataOption: 'all',
      })
    ).json().output.content;
  const slider = (over: Record<string, unknown> = {}) => ({
    title: 'Banner',
    imageMediaId: pictureId,
    linkType: 'URL',
    linkUrl: '/sale',
    ...over,
  });

  it('asks each kind of section for what it shows, in the seed wording', async () => {
    const three = await call(
      'POST',
      sections.create,
      section({ kind: 'Categories', categoryIds: categoryIds.slice(0, 3) }),
    );
    expect(three.statusCode).toBe(400);
    expect(errorBody(three).errors).toEqual([
      { field: 'categoryIds', message: 'at least 4 categories should be selected' },
    ]);
    const none = await call('POST', sections.create, section({ kind: 'Hand-picked products', products: [] }));
    expect(errorBody(none).errors).toEqual([{ field: 'products', message: SECTION_MESSAGES.chooseProducts }]);
    const two = await call(
      'POST',
      sections.create,
      section({ kind: 'Category', categoryIds: categoryIds.slice(0, 2) }),
    );
    expect(errorBody(two).errors).toEqual([{ field: 'categoryIds', message: SECTION_MESSAGES.chooseOneCategory }]);
    const twice = await call(
      'POST',
      sections.create,
      section({ kind: 'Hand-picked products', products: [{ id: productIds[0] }, { id: productIds[0] }] }),
    );
    expect(errorBody(twice).errors).toEqual([{ field: 'products.1.id', message: 'product already added' }]);
    const backwards = await call(
      'POST',
      sections.create,
      section({ startsAt: '2027-01-10T10:00:00+05:30', endsAt: '2027-01-10T09:00:00+05:30' }),
    );
    expect(errorBody(backwards).errors).toEqual([{ field: 'endsAt', message: SCHEDULE_MESSAGES.endNotAfterStart }]);
    const gone = await call(
      'POST',
      sections.create,
      section({ kind: 'Hand-picked products', products: [{ id: productIds[0] }, { id: 2_000_000_000 }] }),
    );
    expect(gone.statusCode).toBe(400);
    expect(errorBody(gone).errors[0].field).toBe('products.1.id');
    const four = await call(
      'POST',
      sections.create,
      section({ name: 'Four tiles', kind: 'Categories', categoryIds: categoryIds.slice(0, 4) }),
    );
    expect(four.statusCode, four.body).toBe(201);
    expect(four.json().output).toMatchObject({
      categoryIds: categoryIds.slice(0, 4),
      products: [],
      showing: 'Showing',
      position: (await list(featureSectionResource)).length,
    });
    const duplicate = await call('POST', sections.create, section({ name: 'four TILES' }));
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).errors).toEqual([{ field: 'name', message: 'name already exists' }]);
  });

  it('keeps only what a kind uses, and reads its picks back in order', async () => {
    const picked = [productIds[3], productIds[1], productIds[2]];
    const created = await call(
      'POST',
      sections.create,
      section({
        kind: 'Hand-picked products',
        products: picked.map((id) => ({ id })),
        categoryIds: categoryIds.slice(0, 4),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json().output;
    expect(row.products.map((p: { id: number }) => p.id)).toEqual(picked);
    expect(row.categoryIds).toEqual([]);
    expect(row.picks).toBe(row.products.map((p: { name: string }) => p.name).join(', '));
    const switched = await call('PUT', sections.one(row.id), {
      ...section({ name: row.name, kind: 'Newest', products: row.products }),
      version: row.version,
    });
    expect(switched.json().output.products).toEqual([]);
  });

  it('refuses a slider without its picture or its link, and a link that is not one', async () => {
    const bare = await call('POST', slides.create, {
      title: 'No picture',
      linkType: 'URL',
      linkUrl: '/sale',
      imageMediaId: null,
    });
    expect(errorBody(bare).errors).toEqual([{ field: 'imageMediaId', message: VALIDATION.required }]);
    for (const linkUrl of ['javascript:alert(1)', '//evil.example', 'not a link']) {
      const bad = await call('POST', slides.create, slider({ linkUrl }));
      expect(errorBody(bad).errors, linkUrl).toEqual([{ field: 'linkUrl', message: ORDERING_MESSAGES.linkFormat }]);
    }
    const noProduct = await call('POST', slides.create, slider({ linkType: 'Product', linkUrl: '' }));
    expect(errorBody(noProduct).errors).toEqual([{ field: 'linkProductId', message: VALIDATION.required }]);
    const ghost = await call('POST', slides.create, slider({ linkType: 'Category', linkCategoryId: 2_000_000_000 }));
    expect(ghost.statusCode).toBe(409);
    const toProduct = await call(
      'POST',
      slides.create,
      slider({ title: 'To a product', linkType: 'Product', linkProductId: productIds[0], linkUrl: '/ignored' }),
    );
    expect(toProduct.statusCode, toProduct.body).toBe(201);
    expect(toProduct.json().output).toMatchObject({
      linkProductId: productIds[0],
      linkUrl: '',
      linkCategoryId: null,
      imagePath: expect.stringMatching(/\.thumb\.webp$/),
    });
    expect(toProduct.json().output.link).toBe(toProduct.json().output.linkProductName);
  });

  it('guards the category a slider links to and the categories a section shows (409 naming them), but lets a picked product go', async () => {
    const made = await call('POST', '/categories', { name: `Guarded ${engine}`, parentId: null });
    expect(made.statusCode, made.body).toBe(201);
    const category = made.json().output as { id: number; version: number };
    const banner = await call(
      'POST',
      slides.create,
      slider({ title: `Guard ${engine}`, linkType: 'Category', linkCategoryId: category.id }),
    );
    expect(banner.statusCode, banner.body).toBe(201);
    const refused = await call('DELETE', `/categories/${category.id}?version=${category.version}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).errors[0].message).toBe(`category is used by: Slider "Guard ${engine}"`);
    const tiles = await call(
      'POST',
      sections.create,
      section({ name: `Tiles ${engine}`, kind: 'Categories', categoryIds: [category.id, ...categoryIds.slice(0, 3)] }),
    );
    expect(tiles.statusCode, tiles.body).toBe(201);
    const { version } = banner.json().output;
    expect((await call('DELETE', `${slides.one(banner.json().output.id)}?version=${version}`)).statusCode).toBe(200);
    expect(
      errorBody(await call('DELETE', `/categories/${category.id}?version=${category.version}`)).errors[0].message,
    ).toBe(`category is used by: Feature section "Tiles ${engine}"`);
  });

  it('lets a picked product leave the catalogue (the section keeps the rest), but not a product a slider links to', async () => {
    const deletable: number[] = [];
    for (const id of productIds.slice(-8).toReversed()) {
      const product = (await call('GET', `/products/${id}`)).json().output;
      if (product && deletable.length < 2) deletable.push(id);
    }
    const [picked, linked] = deletable;
    const made = (
      await call(
        'POST',
        sections.create,
        section({
          name: `Picks ${engine}`,
          kind: 'Hand-picked products',
          products: [{ id: productIds[0] }, { id: picked }],
        }),
      )
    ).json().output;
    const banner = await call(
      'POST',
      slides.create,
      slider({ title: `Links ${engine}`, linkType: 'Product', linkProductId: linked }),
    );
    expect(banner.statusCode, banner.body).toBe(201);
    const version = async (id: number) => (await call('GET', `/products/${id}`)).json().output.version;
    const removed = await call('DELETE', `/products/${picked}?version=${await version(picked)}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', sections.one(made.id))).json().output.products.map((p: { id: number }) => p.id)).toEqual([
      productIds[0],
    ]);
    const kept = await call('DELETE', `/products/${linked}?version=${await version(linked)}`);
    expect(kept.statusCode).toBe(409);
    expect(errorBody(kept).errors[0].message).toBe(`Product is used by: Slider "Links ${engine}"`);
  });

  it('reads "Now" by the shop\'s clock: Scheduled before the start, Showing from it, Ended at its end, Off when switched off', async () => {
    const start = Date.parse('2031-03-01T10:00:00+05:30');
    const created = (
      await call(
        'POST',
        slides.create,
        slider({ title: 'Clocked', startsAt: '2031-03-01T10:00:00+05:30', endsAt: '2031-03-08T10:00:00+05:30' }),
      )
    ).json().output;
    const now = async () => (await call('GET', slides.one(created.id))).json().output.showing;
    expect(await now()).toBe('Scheduled');
    moveShopClock(new Date(start - 1000));
    expect(await now()).toBe('Scheduled');
    moveShopClock(new Date(start));
    expect(await now()).toBe('Showing');
    moveShopClock(new Date(start + 7 * 86_400_000));
    expect(await now()).toBe('Ended');
    resetShopClock();
    const off = await call('PUT', slides.status(created.id), { status: 'Inactive', version: created.version });
    expect(off.json().output.showing).toBe('Off');
  });

  for (const def of [featureSectionResource, sliderResource]) {
    it(`${def.key}: two staff dragging the same row at once — one move wins, the other is a 409 and nothing else moves`, async () => {
      const paths = resourcePaths(def);
      const before = await list(def);
      const row = before[2];
      const results = await Promise.all([
        call('PUT', paths.move(row.id), { beforeId: before[0].id, version: row.version }),
        call('PUT', paths.move(row.id), { afterId: before.at(-1)!.id, version: row.version }),
      ]);
      expect(results.map((r) => r.statusCode).toSorted()).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(errorBody(loser).errors).toEqual([{ message: MESSAGES.staleVersion }]);
      const winner = results.find((r) => r.statusCode === 200)!.json().output as Row;
      const after = await list(def);
      expect(after.map((r) => r.position)).toEqual(after.map((_, i) => i + 1));
      expect(after.findIndex((r) => r.id === row.id) + 1).toBe(winner.position);
      const others = (rows: Row[]) => rows.filter((r) => r.id !== row.id).map((r) => r.id);
      expect(others(after)).toEqual(others(before));
    });

    it(`${def.key}: a drag and an edit of the same row at once — one wins, the other is a 409`, async () => {
      const paths = resourcePaths(def);
      const [first, second] = await list(def);
      const current = (await call('GET', paths.one(second.id))).json().output as Record<string, unknown>;
      const body =
        def === sliderResource
          ? slider({
              title: 'Edited at once',
              linkType: current.linkType,
              linkUrl: current.linkUrl,
              linkCategoryId: current.linkCategoryId,
              linkProductId: current.linkProductId,
            })
          : {
              name: 'Edited at once',
              kind: current.kind,
              style: current.style,
              productLimit: current.productLimit,
              products: current.products,
              categoryIds: current.categoryIds,
            };
      const results = await Promise.all([
        call('PUT', paths.move(second.id), { beforeId: first.id, version: second.version }),
        call('PUT', paths.one(second.id), {
          ...body,
          startsAt: current.startsAt,
          endsAt: current.endsAt,
          version: second.version,
        }),
      ]);
      expect(results.map((r) => r.statusCode).toSorted(), results.map((r) => r.body).join('\n')).toEqual([200, 409]);
      const after = (await call('GET', paths.one(second.id))).json().output;
      expect(after.version).toBe(second.version + 1);
    });
  }

  it('is closed to staff without the content modules', async () => {
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect(
      (
        await call(
          'POST',
          `${sections.search}?pageNum=0&pageSize=5`,
          { searchCriteriaList: [], dataOption: 'all' },
          orders,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/storefront/product-options?q=a', undefined, orders)).statusCode).toBe(403);
  });
});
