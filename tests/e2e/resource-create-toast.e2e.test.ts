/**
 * Adding a promo code says "promo code saved successfully" (seed §8) however the form is sent: dates
 * picked in the calendar and Save clicked, Enter pressed in a field, or added to a table that shows no
 * rows. The toast must be on top of everything (what a person sees), not merely in the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SUCCESS } from '../../contract';
import { encodeCriteria } from '../../src/components/data-table/url-codec';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

async function addPromoCode(hash: string): Promise<Page> {
  const page = await e2e.signedInPage();
  await page.goto(`${e2e.portal.url}#${hash}`);
  await page.getByRole('heading', { name: 'Promocode' }).waitFor();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  return page;
}
const drawer = (page: Page) => page.locator('.resource-drawer');

/** The saved toast shows, and the topmost element at its centre belongs to it. */
async function expectSavedToastOnTop(page: Page) {
  const toast = page.locator('.bp6-toast', { hasText: SUCCESS.saved('promo code') });
  await toast.waitFor();
  await drawer(page).waitFor({ state: 'detached' });
  const onTop = await toast.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(onTop).toBe(true);
}

async function typeTheRest(page: Page, code: string) {
  await drawer(page).getByLabel('Code').fill(code);
  await drawer(page).getByLabel('Valid from – to from').fill('01-12-2030');
  await drawer(page).getByLabel('Valid from – to to').fill('31-12-2030');
  await drawer(page).getByLabel('Discount', { exact: true }).fill('10');
}

describe('adding a promo code', () => {
  it('says it was saved when the dates are picked in the calendar and Save is clicked', async () => {
    const page = await addPromoCode('/promocode');
    await drawer(page).getByLabel('Code').fill('CAL-SAVE');
    await drawer(page).getByLabel('Valid from – to from').click();
    const days = page.locator('.bp6-popover button.rdp-day:not(.rdp-day_outside):not(.rdp-day_disabled)');
    await days.nth(10).click();
    await days.nth(15).click();
    await drawer(page).getByLabel('Discount', { exact: true }).click();
    await page.keyboard.type('10');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expectSavedToastOnTop(page);
  });

  it('says it was saved when the form is sent with Enter', async () => {
    const page = await addPromoCode('/promocode');
    await typeTheRest(page, 'ENTER-KEY');
    await page.keyboard.press('Enter');
    await expectSavedToastOnTop(page);
  });

  it('says it was saved when added to a table that shows no rows', async () => {
    const page = await addPromoCode(
      `/promocode?q=${encodeCriteria([{ filterKey: 'name', operation: 'eq', value: ['NO-SUCH-CODE'] }])}`,
    );
    await typeTheRest(page, 'FROM-EMPTY');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expectSavedToastOnTop(page);
  });
});
