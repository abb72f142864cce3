/**
 * The blog (issue 15 §3) in Chromium, as a content writer uses it: a post whose slug follows its title, a body
 * in Markdown with a live preview — and a body that tries every way in (script tags, event handlers, script
 * links) shows them as text: nothing runs, nothing is blocked by the CSP (no violation reported), the preview
 * holds no such element or attribute. The form passes axe in light and dark.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations, newPage, settle } from '../support/accessibility';
import { screenshot, signIn } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

const HOSTILE = [
  '# Monsoon <script>window.__ran = 1</script>',
  '<img src=x onerror="window.__ran = 2"> <svg onload="window.__ran = 3"></svg>',
  '[tap me](javascript:window.__ran=4) ![pic](javascript:window.__ran=5)',
  '**Bold** and a [real link](https://demoshop.in/c/tea).',
].join('\n\n');

/** Counts the page's CSP violations and dialogs from now on. */
async function watchForTrouble(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.evaluate(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return {
    dialogs,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    ran: () => page.evaluate(() => (window as unknown as { __ran?: number }).__ran ?? null),
  };
}

describe('a blog post', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`is written with a live preview that runs nothing typed into it (${theme} theme)`, async () => {
      const { context, page } = await newPage(e2e, theme);
      try {
        await page.goto(`${e2e.portal.url}#/login`);
        await signIn(page, 'catalogue', 'Catalogue@12345');
        await page.waitForURL((url) => !url.hash.startsWith('#/login'));
        await page.goto(`${e2e.portal.url}#/manageBlog`);
        await page.locator('.bp6-table-cell', { hasText: /^Five teas for the monsoon$/ }).waitFor();
        const trouble = await watchForTrouble(page);
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const drawer = page.locator('.resource-drawer');
        const title = `Rainy day reading ${theme}`;
        await drawer.getByLabel('Title').fill(title);
        await expect.poll(() => drawer.getByLabel('Slug').inputValue()).toBe(`rainy-day-reading-${theme}`);
        await drawer.getByLabel('Body (Markdown)').fill(HOSTILE);
        const preview = drawer.getByRole('region', { name: 'Preview' });
        await preview.getByRole('heading', { name: 'Monsoon <script>window.__ran = 1</script>' }).waitFor();
        await preview.getByRole('link', { name: 'real link' }).waitFor();
        expect(
          await preview
            .locator('script, img, svg, iframe, [onerror], [onload], [onclick], a[href^="javascript"]')
            .count(),
        ).toBe(0);
        expect(await preview.innerText()).toContain('[tap me](javascript:window.__ran=4)');
        await settle(page);
        await screenshot(page, `blog-form-${theme}`);
        await expectNoViolations(page, `the blog form (${theme})`);
        await drawer.getByRole('button', { name: 'Save' }).click();
        await page.locator('.bp6-toast', { hasText: 'blog saved successfully' }).waitFor();
        await page.locator('.bp6-table-cell', { hasText: new RegExp(`^${title}$`) }).waitFor();
        expect({ ran: await trouble.ran(), violations: await trouble.violations(), dialogs: trouble.dialogs }).toEqual({
          ran: null,
          violations: [],
          dialogs: [],
        });
      } finally {
        await context.close();
      }
    });
  }
});
