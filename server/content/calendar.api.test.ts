/**
 * The content calendar and the shop at a moment (issue 15 §4), on both engines: every kind with a window on one
 * calendar, filtered by what the user may see; a reschedule that keeps the length, checks the version and the
 * flash-sale overlap rule; and a preview whose sliders, sections, prices, codes and posts follow the moment
 * asked for, to the second, computed by the contract's functions.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, type CalendarEntry } from '../../contract/content/calendar';
import { MESSAGES } from '../../contract/platform/messages';
import { grant } from '../../contract/platform/permissions';
import { resourcePaths } from '../../contract/platform/resource';
import { blogResource } from '../../contract/content/blog';
import { featureSectionResource } from '../../contract/content/feature-section';
import { flashSaleResource } from '../../contract/content/flash-sale';
import { promoCodeResource } from '../../contract/content/promo-code';
import { sliderResource } from '../../contract/content/slider';
import type { PriceAt, StorefrontPreview } from '../../contract/content/storefront';
import { uploadBanner } from '../media/test-images';
import { resetShopClock } from '../platform/shop-time';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const DAY = 86_400_000;
/** A week far from the demo data, Monday 00:00 IST. */
const WEEK = Date.parse('2032-02-02T00:00:00+05:30');
const at = (ms: number) => new Date(ms).toISOString();
const keyOf = (e: CalendarEntry) => `${e.kind}:${e.id}`;

describe.each(ENGINES)('the content calendar on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let variant: { variantId: number; productId: number; price: string };
  let pictureId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    variant = (await call('GET', '/flash-sale/variants?q=a'))
      .json()
      .output.find(
        (v: { price: string; specialPrice: string | null }) => Number(v.price) > 500 && v.specialPrice === null,
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
  const created = async (path: string, body: object) => {
    const response = await call('POST', path, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().output;
  };
  const entries = async (from: number, to: number, token = admin): Promise<CalendarEntry[]> => {
    const response = await call(
      'GET',
      `/calendar?from=${encodeURIComponent(at(from))}&to=${encodeURIComponent(at(to))}`,
      undefined,
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().output;
  };
  const preview = async (moment: number): Promise<StorefrontPreview> => {
    const response = await call('GET', `/storefront/preview?at=${encodeURIComponent(at(moment))}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().output;
  };
  const move = (entry: Pick<CalendarEntry, 'kind' | 'id' | 'version'>, start: number, token = admin) =>
    call(
      'POST',
      '/calendar/reschedule',
      { kind: entry.kind, id: entry.id, version: entry.version, start: at(start) },
      token,
    );

  it('shows every kind with a window in the range, and only the kinds the user may see', async () => {
    const sale = await created(resourcePaths(flashSaleResource).create, {
      name: `Calendar sale ${engine}`,
      startsAt: at(WEEK + 10 * 3_600_000),
      endsAt: at(WEEK + DAY + 10 * 3_600_000),
      items: [{ variantId: variant.variantId, discountPercent: 10 }],
    });
    const code = await created(resourcePaths(promoCodeResource).create, {
      name: `CAL${engine.toUpperCase()}`,
      startDate: '2032-02-03',
      endDate: '2032-02-04',
      discountType: 'Percentage',
      discount: 10,
      maxDiscount: 0,
      minimumOrderAmount: 0,
      maximumOrderAmount: 0,
      minimumPurchaseAmount: 0,
      numberOfUsers: 0,
    });
    const banner = await created(resourcePaths(sliderResource).create, {
      title: `Calendar banner ${engine}`,
      imageMediaId: pictureId,
      linkType: 'URL',
      linkUrl: '/sale',
      startsAt: at(WEEK + 2 * DAY),
      endsAt: null,
    });
    const section = await created(resourcePaths(featureSectionResource).create, {
      name: `Calendar section ${engine}`,
      kind: 'Newest',
      style: 'Grid',
      productLimit: 8,
      startsAt: at(WEEK + 3 * DAY),
      endsAt: at(WEEK + 4 * DAY),
    });
    const post = await created(resourcePaths(blogResource).create, {
      title: `Calendar post ${engine}`,
      slug: `calendar-post-${engine}`,
      body: 'Soon.',
      state: 'Published',
      publishAt: at(WEEK + 5 * DAY + 9 * 3_600_000),
    });
    const week = await entries(WEEK, WEEK + 7 * DAY);
    expect(week.map(keyOf)).toEqual([
      `flash-sale:${sale.id}`,
      `promo-code:${code.id}`,
      `slider:${banner.id}`,
      `feature-section:${section.id}`,
      `blog:${post.id}`,
    ]);
    expect(week[1]).toMatchObject({
      allDay: true,
      start: at(Date.parse('2032-02-03T00:00:00+05:30')),
      end: at(Date.parse('2032-02-05T00:00:00+05:30')),
    });
    expect(week[2]).toMatchObject({ end: null, title: `Calendar banner ${engine}` });
    expect(week[4]).toMatchObject({ end: null, status: 'Published' });
    // A range is half-open: the week before holds none of them, the one after only the open-ended banner.
    expect(await entries(WEEK - 7 * DAY, WEEK)).toEqual([]);
    expect((await entries(WEEK + 7 * DAY, WEEK + 14 * DAY)).map(keyOf)).toEqual([`slider:${banner.id}`]);
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect(
      (
        await call(
          'GET',
          `/calendar?from=${encodeURIComponent(at(WEEK))}&to=${encodeURIComponent(at(WEEK + DAY))}`,
          undefined,
          orders,
        )
      ).statusCode,
    ).toBe(403);
    const tooLong = await call(
      'GET',
      `/calendar?from=${encodeURIComponent(at(WEEK))}&to=${encodeURIComponent(at(WEEK + 60 * DAY))}`,
    );
    expect(errorBody(tooLong).errors).toEqual([{ field: 'to', message: CALENDAR_MESSAGES.rangeTooLong }]);
  });

  it('moves an entry to another week keeping its length, once: the stale version is a 409', async () => {
    const [sale] = (await entries(WEEK, WEEK + 7 * DAY)).filter((e) => e.kind === 'flash-sale');
    const moved = await move(sale, Date.parse(sale.start) + 7 * DAY);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().output).toMatchObject({
      id: sale.id,
      version: sale.version + 1,
      start: at(Date.parse(sale.start) + 7 * DAY),
      end: at(Date.parse(sale.end!) + 7 * DAY),
    });
    const again = await move(sale, Date.parse(sale.start) + 14 * DAY);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).errors).toEqual([{ message: MESSAGES.staleVersion }]);
    const [code] = (await entries(WEEK, WEEK + 7 * DAY)).filter((e) => e.kind === 'promo-code');
    const codeMoved = await move(code, Date.parse('2032-02-10T15:30:00+05:30'));
    expect(codeMoved.json().output).toMatchObject({
      start: at(Date.parse('2032-02-10T00:00:00+05:30')),
      end: at(Date.parse('2032-02-12T00:00:00+05:30')),
      allDay: true,
    });
    const row = (await call('GET', resourcePaths(promoCodeResource).one(code.id))).json().output;
    expect(row).toMatchObject({ startDate: '2032-02-10', endDate: '2032-02-11' });
    // The audit trail names the move.
    const audit = await call('POST', '/audit-log/search?pageNum=0&pageSize=5', {
      searchCriteriaList: [{ filterKey: 'action', operation: 'eq', value: ['reschedule'] }],
      dataOption: 'all',
    });
    expect(audit.json().output.totalElements).toBeGreaterThanOrEqual(2);
  });

  it('refuses to move a flash sale onto another sale of the same variant (409 naming it), moving nothing', async () => {
    const other = await created(resourcePaths(flashSaleResource).create, {
      name: `Blocking sale ${engine}`,
      startsAt: at(WEEK + 21 * DAY),
      endsAt: at(WEEK + 22 * DAY),
      items: [{ variantId: variant.variantId, discountPercent: 20 }],
    });
    const [sale] = (await entries(WEEK + 7 * DAY, WEEK + 14 * DAY)).filter(
      (e) => e.kind === 'flash-sale' && e.title === `Calendar sale ${engine}`,
    );
    const onto = await move(sale, WEEK + 21 * DAY + 3_600_000);
    expect(onto.statusCode).toBe(409);
    expect(errorBody(onto).errors[0].message).toContain(`"Blocking sale ${engine}"`);
    const [still] = (await entries(WEEK + 7 * DAY, WEEK + 14 * DAY)).filter(
      (e) => e.id === sale.id && e.kind === 'flash-sale',
    );
    expect(still).toEqual(sale);
    expect(other.id).toBeGreaterThan(0);
  });

  it('lets only one of two sales of the same variant be moved into the same free week at once', async () => {
    const window = (days: number) => ({
      startsAt: at(WEEK + days * DAY),
      endsAt: at(WEEK + days * DAY + 6 * 3_600_000),
    });
    const a = await created(resourcePaths(flashSaleResource).create, {
      name: `Race A ${engine}`,
      ...window(50),
      items: [{ variantId: variant.variantId, discountPercent: 5 }],
    });
    const b = await created(resourcePaths(flashSaleResource).create, {
      name: `Race B ${engine}`,
      ...window(51),
      items: [{ variantId: variant.variantId, salePrice: 1 }],
    });
    const target = WEEK + 60 * DAY;
    const results = await Promise.all(
      [a, b].map((sale) => move({ kind: 'flash-sale', id: sale.id, version: sale.version }, target)),
    );
    expect(results.map((r) => r.statusCode).toSorted(), results.map((r) => r.body).join('\n')).toEqual([200, 409]);
    const there = (await entries(target, target + DAY)).filter((e) => e.kind === 'flash-sale');
    expect(there).toHaveLength(1);
  });

  it("needs the kind's edit permission to move it, and a start to move", async () => {
    const [banner] = (await entries(WEEK, WEEK + 7 * DAY)).filter((e) => e.kind === 'slider');
    // The catalogue staff may see the calendar; without the slider's edit grant a slider stays put (403), a post moves.
    await t.db.execute(
      sql`update portal_users set module_access = ${JSON.stringify(grant(['content.calendar.view', 'content.slider.view', 'content.blog.view', 'content.blog.edit']))}::jsonb where username = 'catalogue'`,
    );
    const staff = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    const seen = await entries(WEEK, WEEK + 7 * DAY, staff);
    expect(seen.map((e) => e.kind).toSorted()).toEqual(['blog', 'slider']);
    expect((await move(banner, WEEK + DAY, staff)).statusCode).toBe(403);
    const post = seen.find((e) => e.kind === 'blog')!;
    expect((await move(post, Date.parse(post.start) + 60_000, staff)).statusCode).toBe(200);
    expect((await move({ ...post, version: post.version + 1 }, Date.parse(post.start), staff)).statusCode).toBe(200);
    const noStart = await created(resourcePaths(sliderResource).create, {
      title: 'Always on',
      imageMediaId: pictureId,
      linkType: 'URL',
      linkUrl: '/',
    });
    const refused = await move({ kind: 'slider', id: noStart.id, version: noStart.version }, WEEK);
    expect(errorBody(refused).errors).toEqual([{ field: 'start', message: CALENDAR_MESSAGES.noStart }]);
    expect((await move(banner, WEEK + 3 * DAY)).statusCode).toBe(200);
  });

  it('previews the shop at a moment: sliders and sections by their schedules, prices to the second, codes and posts', async () => {
    const sale = await created(resourcePaths(flashSaleResource).create, {
      name: `Preview sale ${engine}`,
      startsAt: at(WEEK + 40 * DAY),
      endsAt: at(WEEK + 41 * DAY),
      items: [{ variantId: variant.variantId, discountPercent: 25 }],
    });
    const start = Date.parse(sale.startsAt);
    const end = Date.parse(sale.endsAt);
    const price = async (moment: number): Promise<PriceAt> =>
      (
        await call('GET', `/storefront/price?productId=${variant.productId}&at=${encodeURIComponent(at(moment))}`)
      ).json().output;
    const variantAt = async (moment: number) => (await price(moment)).variants.find((v) => v.id === variant.variantId)!;
    const full = Number(variant.price);
    const off = Math.round((Math.round(full * 100) * 75) / 100) / 100;
    expect(await variantAt(start - 1000)).toMatchObject({ priceAt: full, sale: null });
    expect(await variantAt(start)).toMatchObject({ priceAt: off, sale: `Preview sale ${engine}` });
    expect(await variantAt(end - 1000)).toMatchObject({ priceAt: off });
    expect(await variantAt(end)).toMatchObject({ priceAt: full, sale: null });
    const during = await preview(start + 3_600_000);
    expect(during.flashSales.map((s) => s.name)).toContain(`Preview sale ${engine}`);
    const deals = during.sections.find((s) => s.kind === 'On sale');
    expect(deals?.products.length).toBeGreaterThan(0);
    for (const product of deals!.products) expect(product.priceAt!, product.name).toBeLessThan(product.price!);
    expect((await preview(end)).flashSales.map((s) => s.name)).not.toContain(`Preview sale ${engine}`);

    const banner = await created(resourcePaths(sliderResource).create, {
      title: `Preview banner ${engine}`,
      imageMediaId: pictureId,
      linkType: 'URL',
      linkUrl: '/x',
      startsAt: at(WEEK + 40 * DAY),
      endsAt: at(WEEK + 40 * DAY + 60_000),
    });
    const titles = async (moment: number) => (await preview(moment)).sliders.map((s) => s.title);
    expect(await titles(WEEK + 40 * DAY - 1000)).not.toContain(banner.title);
    expect(await titles(WEEK + 40 * DAY)).toContain(banner.title);
    expect(await titles(WEEK + 40 * DAY + 60_000)).not.toContain(banner.title);
    // Sliders come in their order; a section of category tiles lists its categories.
    const now = await preview(Date.now());
    const positions = (
      await call('POST', `${resourcePaths(sliderResource).search}?pageNum=0&pageSize=-1`, {
        searchCriteriaList: [],
        dataOption: 'all',
      })
    )
      .json()
      .output.content.filter((r: { showing: string }) => r.showing === 'Showing')
      .map((r: { title: string }) => r.title);
    expect(now.sliders.map((s) => s.title)).toEqual(positions);
    expect(now.sections.find((s) => s.kind === 'Categories')?.categories.length).toBeGreaterThanOrEqual(4);
    expect(now.sections.map((s) => s.name)).not.toContain("Editor's picks"); // next week's
    expect((await preview(Date.now() + 8 * DAY)).sections.map((s) => s.name)).toContain("Editor's picks");

    const post = (await entries(WEEK, WEEK + 7 * DAY)).find((e) => e.kind === 'blog')!;
    const posts = async (moment: number) => (await preview(moment)).blogPosts.map((p) => p.id);
    expect(await posts(Date.parse(post.start) - 1000)).not.toContain(post.id);
    expect(await posts(Date.parse(post.start))).toContain(post.id);
    const codes = async (day: string) =>
      (await preview(Date.parse(`${day}T12:00:00+05:30`))).promoCodes.map((c) => c.name);
    expect(await codes('2032-02-09')).not.toContain(`CAL${engine.toUpperCase()}`);
    expect(await codes('2032-02-10')).toContain(`CAL${engine.toUpperCase()}`);
    expect(await codes('2032-02-11')).toContain(`CAL${engine.toUpperCase()}`);
    expect(await codes('2032-02-12')).not.toContain(`CAL${engine.toUpperCase()}`);
    const bad = await call('GET', '/storefront/preview?at=tomorrow');
    expect(bad.statusCode).toBe(400);
  });
});
