/**
 * Comments (issue 13 §4): two ticked reviews unpublished, then published, in bulk, each after the
 * confirmation, their status changing in the table; the screen passes axe in light and dark (screenshots).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationDone, moderationQuestion } from '../../contract/catalogue/product-comment';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

async function openComments(page: Page) {
  await page.goto(`${e2e.portal.url}#/manageComment`);
  await page.getByRole('heading', { name: 'Comments' }).waitFor();
  await page.getByRole('checkbox', { name: 'Select row 2', exact: true }).waitFor();
}

/** The status shown in the table's row `i` (from 0). */
const statusOf = (page: Page, i: number) =>
  page
    .locator(`.bp6-table-cell-row-${i}`)
    .filter({ hasText: /^(Published|Unpublished)$/ })
    .first()
    .innerText();

/** Ticks the first two rows, runs `action` from the selection bar, confirms, and waits for the toast. */
async function bulk(page: Page, action: 'Publish' | 'Unpublish') {
  await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Select row 2', exact: true }).check();
  await page.locator('.dt-selection-bar').getByRole('button', { name: action, exact: true }).click();
  const dialog = page.locator('.bp6-dialog');
  await dialog.getByText(moderationQuestion(action === 'Publish' ? 'publish' : 'unpublish', 2)).waitFor();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await page
    .locator('.bp6-toast', { hasText: moderationDone(action === 'Publish' ? 'publish' : 'unpublish', 2) })
    .waitFor();
}

describe('moderating comments', () => {
  let page: Page;
  beforeAll(async () => {
    page = await e2e.signedInPage();
  });

  it('publishes two selected reviews in bulk after the confirmation, and their status changes', async () => {
    await openComments(page);
    await bulk(page, 'Unpublish');
    await expect
      .poll(async () => [await statusOf(page, 0), await statusOf(page, 1)])
      .toEqual(['Unpublished', 'Unpublished']);
    await bulk(page, 'Publish');
    await expect
      .poll(async () => [await statusOf(page, 0), await statusOf(page, 1)])
      .toEqual(['Published', 'Published']);
    // The selection is cleared once the action ran.
    expect(await page.locator('.dt-selection-bar').count()).toBe(0);
  });
});

describe.each(['light', 'dark'] as const)('the Comments screen in the %s theme', (theme) => {
  let page: Page;
  beforeAll(async () => {
    page = await e2e.signedInPage({ colorScheme: theme, reducedMotion: 'reduce' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('passes axe, with a selection and its confirmation open', async () => {
    await openComments(page);
    await settle(page);
    await expectNoViolations(page, `Comments (${theme})`);
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await screenshot(page, `product-comments-${theme}`);
    await page.locator('.dt-selection-bar').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.locator('.bp6-dialog').getByText(moderationQuestion('delete', 1)).waitFor();
    await settle(page);
    await expectNoViolations(page, `Comments delete confirmation (${theme})`);
    await screenshot(page, `product-comments-confirm-${theme}`);
    await page.keyboard.press('Escape');
  });
});
