/**
 * Accessibility in Chromium by keyboard: the skip link, the data table's scrolling body as a named tab stop,
 * drawers as named modal dialogs that keep Tab inside, and the data table's header (one tab stop per
 * control, each with a visible focus). Every axe-core rule over every route and the main
 * overlays run in both themes in accessibility-screens and accessibility-overlays (tests/support/accessibility.ts).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SCROLLER } from '../../src/components/data-table/use-named-scroller';
import { screenshot, signIn } from '../support/browser';
import { expectNoViolations, newPage, settle } from '../support/accessibility';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 40 });

describe('by keyboard', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(e2e, 'light'));
    await page.goto(`${e2e.portal.url}#/login`);
    await signIn(page, 'admin', 'Admin@12345', true);
    await page.waitForURL(/#\/dashboard/);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows "Skip to main content" on the first Tab, and Enter moves focus into the main region', async () => {
    await page.goto(`${e2e.portal.url}#/manageOrder/all`);
    await page.reload();
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.x >= 0 && box.height > 10).toBe(true);
    await screenshot(page, 'skip-link-light');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main')))).toBe(true);
  });

  it("reaches the data table's scrolling body by Tab, named, and scrolls it by keyboard", async () => {
    // A short window, so the page of orders overflows the grid.
    await page.setViewportSize({ width: 1440, height: 420 });
    await page.goto(`${e2e.portal.url}#/manageOrder/all`);
    await settle(page);
    await page.locator('.data-table .bp6-table-body-cells .bp6-table-cell-row-2').first().waitFor();
    const scroller = page.locator(`.data-table ${MAIN_SCROLLER}`);
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('bp6-table-container'))).toBe(true);
    // Past the header's controls (their own tab stops) to the body.
    const passed: string[] = [];
    for (let i = 0; i < 60 && !(await scroller.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
      passed.push(
        await page.evaluate(
          () =>
            `${document.activeElement?.tagName}.${document.activeElement?.className} ${document.activeElement?.getAttribute('aria-label') ?? ''}`,
        ),
      );
    }
    expect(await scroller.evaluate((el) => el === document.activeElement), passed.join('\n')).toBe(true);
    expect(await scroller.getAttribute('role')).toBe('group');
    expect(await scroller.getAttribute('aria-label')).toMatch(/: rows$/);
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('names each drawer by its title as a modal dialog, and keeps Tab inside it', async () => {
    /** Tabs through the open dialog: focus never leaves it (Blueprint's overlay keeps it there). */
    const tabsStayIn = async (dialog: ReturnType<Page['getByRole']>) => {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
      }
    };
    await page.goto(`${e2e.portal.url}#/promocode`);
    await settle(page);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add promo code' });
    await add.getByRole('textbox').first().waitFor();
    expect(await add.getAttribute('aria-modal')).toBe('true');
    await tabsStayIn(add);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });

    await page.goto(`${e2e.portal.url}#/manageReturn/all`);
    await settle(page);
    const open = page.getByRole('button', { name: /^Open return \d+$/ }).first();
    await open.click();
    // Named by the request's number (RET…), as the list shows it.
    const drawer = page.getByRole('dialog', { name: /^(Return|Exchange) [A-Z0-9-]+$/ });
    await drawer.getByRole('toolbar', { name: 'Actions' }).waitFor();
    await settle(page);
    await expectNoViolations(page, 'return drawer');
    await tabsStayIn(drawer);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.goto(`${e2e.portal.url}#/manageOrder/all?order=1`);
    await page
      .getByRole('complementary', { name: /^Order detail ORD/ })
      .locator('.order-version')
      .waitFor();
  });

  it('reaches each column header control of the orders table once, each with a visible focus', async () => {
    await page.goto(`${e2e.portal.url}#/manageOrder/all`);
    await settle(page);
    await page.locator('.data-table .bp6-table-body-cells .bp6-table-cell-row-2').first().waitFor();
    const expected = await page.evaluate(() => [
      'Select all rows on this page',
      ...new Set(
        [...document.querySelectorAll('.data-table .bp6-table-column-headers .dt-sort')].map(
          (b) => b.textContent?.trim() ?? '',
        ),
      ),
    ]);
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    const stops: string[] = [];
    const hidden: string[] = [];
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(headerStop);
      if (stop.done) break;
      if (stop.name === undefined) continue;
      stops.push(stop.name);
      if (!stop.visible) hidden.push(`${stop.name}: ${JSON.stringify(stop.why)}`);
    }
    expect(stops.toSorted()).toEqual(expected.toSorted());
    expect(hidden).toEqual([]);
  });
});

/** Runs in the page: where focus is after a Tab, and whether a focused header control is seen with its ring. */
function headerStop(): { done: boolean; name?: string; visible?: boolean; why?: Record<string, boolean> } {
  const el = document.activeElement as HTMLElement;
  if (!el.closest('.data-table') || el.closest('.dt-footer')) return { done: true };
  const cell = el.closest('.bp6-table-column-headers .bp6-table-header');
  if (!cell) return { done: false };
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  // A checkbox's ring is drawn on its indicator; Blueprint's input itself is invisible.
  const ringOn = el.matches('input') ? (el.parentElement?.querySelector('.bp6-control-indicator') as HTMLElement) : el;
  const style = getComputedStyle(ringOn);
  const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
  const [ring, box] = [ringOn.getBoundingClientRect(), cell.getBoundingClientRect()];
  const why = {
    // Not under another quadrant's copy of the header (the column's own menu target may overlap a narrow name).
    onTop: hit?.closest('.bp6-table-header') === cell,
    ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    unclipped:
      ring.left - grow >= box.left - 0.5 &&
      ring.right + grow <= box.right + 0.5 &&
      ring.top - grow >= box.top - 0.5 &&
      ring.bottom + grow <= box.bottom + 0.5,
  };
  return { done: false, name, visible: why.onTop && why.ring && why.unclipped, why };
}
