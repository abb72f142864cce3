/**
 * Where toasts sit (issue 40 item 14): at the bottom as the seed says, but over nothing a person works with. A
 * toast shown on the product editor (scrolled from top to bottom), on a list and in an open drawer covers no visible
 * button, field, select or link, in both themes; the side menu keeps the room the stack takes.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 10 });
const THEMES = ['light', 'dark'] as const;

/**
 * The controls under a toast: each visible control (within `root`, else the whole page) whose visible part — its
 * box cut by every scrolling or clipping ancestor and by the window — overlaps a toast's box. Runs in the page.
 */
function controlsUnder(root: Element | null): string[] {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- serialized into the page, so it must live inside
  const overlap = (a: DOMRect | null, b: DOMRect) => {
    if (!a) return null;
    const left = Math.max(a.left, b.left);
    const top = Math.max(a.top, b.top);
    const right = Math.min(a.right, b.right);
    const bottom = Math.min(a.bottom, b.bottom);
    return right > left && bottom > top ? new DOMRect(left, top, right - left, bottom - top) : null;
  };
  /** The part of the element a person can see: clipped by its scrolling ancestors and the window. */
  const visiblePart = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return null;
    let box: DOMRect | null = el.getBoundingClientRect();
    for (let up = el.parentElement; up && box; up = up.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(up);
      if (overflowX !== 'visible' || overflowY !== 'visible') box = overlap(box, up.getBoundingClientRect());
    }
    return overlap(box, new DOMRect(0, 0, innerWidth, innerHeight));
  };
  const toasts = [...document.querySelectorAll('.bp6-toast')].map((t) => t.getBoundingClientRect());
  const controls = (root ?? document.body).querySelectorAll(
    'button, input, select, textarea, a[href], [role="button"], [role="checkbox"], [role="combobox"], [role="tab"], [role="switch"], [role="option"]',
  );
  const under: string[] = [];
  for (const el of controls) {
    if (el.closest('.bp6-toast-container')) continue;
    const part = visiblePart(el);
    if (part && toasts.some((t) => overlap(part, t))) {
      const name = el.getAttribute('aria-label') ?? ((el as HTMLInputElement).labels?.[0] ?? el).textContent ?? '';
      under.push(`${el.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`);
    }
  }
  return under;
}

/** The controls under a toast, in `scope` (a drawer: what is behind it cannot be used) or on the whole page. */
const controlsUnderToasts = (page: Page, scope?: Locator): Promise<string[]> =>
  scope ? scope.evaluate(controlsUnder) : page.evaluate(controlsUnder, null);

/** Keeps the toast up while it is looked at: a pointer on a toast holds its timer (Blueprint), as a person's would. */
async function holdToast(page: Page): Promise<Locator> {
  const toast = page.locator('.bp6-toast').first();
  await toast.waitFor();
  await toast.hover();
  return toast;
}

describe('toasts cover no control', () => {
  it.each(THEMES)('on the product editor, from the top of the form to its end (%s)', async (colorScheme) => {
    const page = await e2e.signedInPage({ hash: '/product/edit/1', colorScheme, timeout: 20_000 });
    const name = page.locator('form.product-form').getByLabel('Product name');
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill(`${await name.inputValue()} (${colorScheme})`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await holdToast(page);
    const main = page.locator('main');
    const height = await main.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(height).toBeGreaterThan(0);
    for (let top = 0; ; top = Math.min(height, top + 200)) {
      await main.evaluate((el, y) => el.scrollTo(0, y), top);
      expect(await controlsUnderToasts(page), `scrolled to ${top}`).toEqual([]);
      if (top === height) break;
    }
    await main.evaluate((el) => el.scrollTo(0, 0));
    await screenshot(page, `toast-product-editor-${colorScheme}`);
    await page.context().close();
  });

  // The blog's drawer is the wide one (half the window): at a laptop's width it reaches under the middle of the bottom.
  it.each(THEMES)('on a list and in an open drawer (%s)', async (colorScheme) => {
    const page = await e2e.signedInPage({ hash: '/manageBlog', colorScheme, viewport: { width: 1280, height: 720 } });
    const drawer = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await drawer.getByLabel('Title').fill(`Toasts in the ${colorScheme} theme`);
    await drawer.getByLabel('Body (Markdown)').fill('Where the news shows.');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });
    await holdToast(page);
    // The list: its rows, filters and pagination.
    expect(await controlsUnderToasts(page)).toEqual([]);
    await screenshot(page, `toast-list-${colorScheme}`);
    // Add again while the toast is up: the drawer's fields and its Save / Cancel.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await drawer.getByLabel('Title').waitFor();
    await holdToast(page);
    expect(await controlsUnderToasts(page, drawer)).toEqual([]);
    await screenshot(page, `toast-drawer-${colorScheme}`);
    // Closed, the toast gives the menu its room back.
    await page.locator('.bp6-toast').getByRole('button', { name: 'Close' }).click();
    await page.locator('.bp6-toast').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('.side-menu-toast-room').evaluate((el) => el.getBoundingClientRect().height))
      .toBe(0);
    await page.context().close();
  });
});
