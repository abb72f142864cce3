/**
 * The content calendar and "Preview at" (issue 15 §4) in Chromium, as a content manager uses them: a slider
 * dragged on the month to the next week (confirmed, saved with its version, its end moved with it); the same
 * done from the keyboard through the entry's dialog; and the shop previewed at a future moment, where a banner
 * and a flash sale price appear exactly when their windows open. Both screens pass axe in light and dark.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { itemPrice } from '../../contract/content/flash-sale-prices';
import { queryRows } from '../../server/db/transaction';
import { addDays, dayStart, stepAnchor, today, visibleDays } from '../../src/features/content/calendar/calendar-days';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Three months on: a month the demo data leaves nearly empty. */
const MONTHS_AHEAD = 3;
const monthAnchor = () => [1, 2, 3].reduce((anchor) => stepAnchor('month', anchor, 1), today());
/** `dd-mm-yyyy HH:mm` of an instant in the shop's time zone (+05:30), as the date inputs take it. */
const typedInShopZone = (ms: number) => {
  const shop = new Date(ms + 330 * 60_000).toISOString();
  return `${shop.slice(8, 10)}-${shop.slice(5, 7)}-${shop.slice(0, 4)} ${shop.slice(11, 16)}`;
};
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A banner straight into the table (the slider screen's own tests cover its form), last in the order. */
async function insertSlider(title: string, startsAt: number, endsAt: number | null): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    e2e.portal.db,
    sql`insert into sliders (position, title, link_type, link_url, starts_at, ends_at)
    values ((select coalesce(max(position), 0) + 1 from sliders), ${title}, 'URL', '/sale', ${new Date(startsAt).toISOString()}::timestamptz,
      ${endsAt === null ? null : new Date(endsAt).toISOString()}::timestamptz) returning id`,
  );
  return row.id;
}
const sliderWindow = async (id: number) =>
  (
    await queryRows<{ starts: string; ends: string | null; version: number }>(
      e2e.portal.db,
      sql`select starts_at::text as starts, ends_at::text as ends, version from sliders where id = ${id}`,
    )
  )[0];

async function openCalendarMonth(page: Page) {
  await page.goto(`${e2e.portal.url}#/contentCalendar`);
  await page.getByRole('heading', { name: 'Content Calendar' }).waitFor();
  for (let i = 0; i < MONTHS_AHEAD; i++) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('grid', { name: 'Month' }).waitFor();
}

describe('the content calendar', () => {
  // The second Monday and the third Monday of the month three months on: both in its grid, a week apart.
  const grid = visibleDays('month', monthAnchor());
  const from = grid[7];
  const to = addDays(from, 7);

  it('moves a slider to the next week by dragging it, after a confirmation, keeping its length (light theme)', async () => {
    const start = dayStart(from) + 10 * HOUR;
    const id = await insertSlider('Drag me banner', start, start + 3 * DAY);
    const page = await e2e.signedInPage({ as: 'catalogue', colorScheme: 'light', reducedMotion: 'reduce' });
    await openCalendarMonth(page);
    const entry = page.locator(`[data-day="${from}"]`).getByRole('button', { name: /^10:00 Drag me banner, Slider/ });
    await entry.waitFor();
    await settle(page);
    await expectNoViolations(page, 'the content calendar (light)');
    await screenshot(page, 'content-calendar-light');
    const source = (await entry.boundingBox())!;
    const target = (await page.locator(`[data-day="${to}"]`).boundingBox())!;
    await page.mouse.move(source.x + 10, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + 20, source.y + source.height / 2 + 5, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 15 });
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Reschedule' });
    await dialog.getByText('Move slider "Drag me banner"?').waitFor();
    await dialog.getByText(`Moves to: ${typedInShopZone(start + 7 * DAY).slice(0, 10)}`, { exact: false }).waitFor();
    await expectNoViolations(page, 'the reschedule confirmation');
    expect((await sliderWindow(id)).version).toBe(1); // nothing moves before it is confirmed
    await dialog.getByRole('button', { name: 'Move' }).click();
    await page.locator('.bp6-toast', { hasText: 'Slider "Drag me banner" now starts' }).waitFor();
    const moved = await sliderWindow(id);
    expect([Date.parse(moved.starts), Date.parse(moved.ends!), moved.version]).toEqual([
      start + 7 * DAY,
      start + 10 * DAY,
      2,
    ]);
    await page
      .locator(`[data-day="${to}"]`)
      .getByRole('button', { name: /^10:00 Drag me banner, Slider/ })
      .waitFor();
    await expect
      .poll(() =>
        page
          .locator(`[data-day="${from}"]`)
          .getByRole('button', { name: /Drag me banner/ })
          .count(),
      )
      .toBe(0);
  });

  it('moves one from the keyboard: the entry opens, a new start is typed, the move is confirmed (dark theme)', async () => {
    const start = dayStart(from) + 15 * HOUR;
    const id = await insertSlider('Keyboard banner', start, null);
    const page = await e2e.signedInPage({ as: 'catalogue', colorScheme: 'dark', reducedMotion: 'reduce' });
    await openCalendarMonth(page);
    const entry = page.locator(`[data-day="${from}"]`).getByRole('button', { name: /^15:00 Keyboard banner, Slider/ });
    await entry.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Slider: Keyboard banner' });
    await details.getByLabel('Move the start to (IST)').waitFor();
    await settle(page);
    await expectNoViolations(page, 'an opened calendar entry (dark)');
    await details.getByLabel('Move the start to (IST)').fill(typedInShopZone(start + 8 * DAY + HOUR));
    await details.getByRole('button', { name: 'Move' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Reschedule' });
    await confirm.getByText('Move slider "Keyboard banner"?').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(async () => Date.parse((await sliderWindow(id)).starts)).toBe(start + 8 * DAY + HOUR);
    await settle(page);
    await expectNoViolations(page, 'the content calendar (dark)');
    await screenshot(page, 'content-calendar-dark');
  });
});

describe('"Preview at"', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`shows the banner and the sale price of a future moment from that moment on (${theme} theme)`, async () => {
      const moment = dayStart(addDays(today(), 20 + (theme === 'dark' ? 1 : 0))) + 11 * HOUR;
      const title = `Future banner ${theme}`;
      await insertSlider(title, moment, moment + DAY);
      const [product] = await queryRows<{ id: number; name: string; sku: string; variantId: number; price: number }>(
        e2e.portal.db,
        sql`
        select p.id, p.name, v.sku, v.id as "variantId", v.price::float8 as price from products p join product_variants v on v.product_id = p.id
        where p.variant_count = 1 and v.special_price is null and v.price > 500 and p.status = 'Active'
          and not exists (select 1 from flash_sale_items fi where fi.product_id = p.id)
        order by p.id limit 1 offset ${theme === 'dark' ? 1 : 0}`,
      );
      const [sale] = await queryRows<{ id: number }>(
        e2e.portal.db,
        sql`insert into flash_sales (name, starts_at, ends_at)
        values (${`Future sale ${theme}`}, ${new Date(moment).toISOString()}::timestamptz, ${new Date(moment + DAY).toISOString()}::timestamptz) returning id`,
      );
      await e2e.portal.db.execute(
        sql`insert into flash_sale_items (sale_id, variant_id, product_id, discount_percent, position) values (${sale.id}, ${product.variantId}, ${product.id}, 30, 0)`,
      );

      const page = await e2e.signedInPage({
        as: 'catalogue',
        hash: '/storefrontPreview',
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      await page.getByRole('heading', { name: 'Preview the Shop' }).waitFor();
      const momentInput = page.getByLabel('Moment (IST)');
      const sliders = page.getByRole('region', { name: /^Sliders/ });
      await momentInput.fill(typedInShopZone(moment - 60_000));
      await momentInput.press('Escape');
      await page.getByText(`The shop at ${typedInShopZone(moment - 60_000).slice(0, 10)}`, { exact: false }).waitFor();
      await page.getByLabel('Find a product to price').fill(product.name);
      await page
        .getByRole('menuitem', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .first()
        .click();
      const prices = page.getByRole('table', { name: `Prices of ${product.name}` });
      await expect
        .poll(() => prices.getByRole('row').nth(1).innerText())
        .toContain(`${rupees(product.price)}\t–\t${rupees(product.price)}`);
      expect(await sliders.getByText(title).count()).toBe(0);

      await momentInput.fill(typedInShopZone(moment));
      await momentInput.press('Escape');
      await sliders.getByText(title).waitFor();
      const sale30 = itemPrice({ salePrice: null, discountPercent: 30 }, product.price);
      await expect
        .poll(() => prices.getByRole('row').nth(1).innerText())
        .toContain(`${rupees(sale30)}\tFlash sale "Future sale ${theme}"`);
      await page
        .getByRole('region', { name: /^Flash sales, promo codes and posts/ })
        .getByText(`Future sale ${theme}`)
        .waitFor();
      await settle(page);
      await expectNoViolations(page, `the shop preview (${theme})`);
      await screenshot(page, `storefront-preview-${theme}`);
    });
  }
});
