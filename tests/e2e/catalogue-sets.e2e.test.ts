/**
 * Attribute sets and size charts in Chromium, as catalogue staff build them: on ATTRIBUTES' Attribute Sets
 * tab, a new set of two attributes, a third row choosing one of them again answers 'attribute already
 * selected' and nothing is saved until it goes; a size chart's grid edited by keyboard alone (type, arrow
 * down to the next size, Tab across) is saved and still there after a reload. Screens in light and dark
 * with axe.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SET_MESSAGES, SUCCESS } from '../../contract';
import { attributeSetMembers, attributeSets } from '../../server/catalogue/attribute-set.resource';
import { sizeCharts } from '../../server/catalogue/size-chart.resource';
import { axeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 10 });
const drawer = (page: Page) => page.getByRole('dialog');
/** Chooses an attribute by name in row `row` (its option reads "Size (S, M, L, XL, XXL)"). */
async function choose(page: Page, row: number, attribute: string) {
  const select = drawer(page).getByLabel(`Attribute ${row}`, { exact: true });
  const value = await select.locator('option', { hasText: new RegExp(`^${attribute} \\(`) }).getAttribute('value');
  await select.selectOption(value!);
}

describe('attribute sets and size charts', () => {
  it('builds an attribute set of two attributes, refusing one chosen twice', async () => {
    const page = await e2e.signedInPage({ hash: '/addAttribute', timeout: 15_000 });
    await page.getByRole('tab', { name: 'Attribute Sets' }).click();
    await page.locator('.data-table').getByText('Size, Colour', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await drawer(page).getByLabel('Name').fill('Festive wear');
    await choose(page, 1, 'Size');
    await drawer(page).getByRole('button', { name: 'Add attribute' }).click();
    await choose(page, 2, 'Fabric');
    await drawer(page).getByRole('button', { name: 'Add attribute' }).click();
    await choose(page, 3, 'Size');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await drawer(page).getByRole('alert').getByText(CATALOGUE_SET_MESSAGES.attributeAlreadySelected).waitFor();
    expect(await e2e.portal.db.select().from(attributeSets).where(eq(attributeSets.name, 'Festive wear'))).toEqual([]);
    await screenshot(page, 'attribute-set-repeat-light');

    await drawer(page).getByRole('button', { name: 'Remove Attribute 3' }).click();
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').getByText(SUCCESS.saved('attribute set')).waitFor();
    const [saved] = await e2e.portal.db.select().from(attributeSets).where(eq(attributeSets.name, 'Festive wear'));
    const members = await e2e.portal.db
      .select()
      .from(attributeSetMembers)
      .where(eq(attributeSetMembers.attributeSetId, saved.id))
      .orderBy(attributeSetMembers.position);
    expect(members.map((m) => m.position)).toEqual([1, 2]);
    await page.locator('.data-table').getByText('Size, Fabric', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("adds an attribute's values as tags, refusing one already added, and lists specification sets (both themes, axe)", async () => {
    const page = await e2e.signedInPage({ hash: '/addAttribute', timeout: 15_000, colorScheme: 'dark' });
    await page.locator('.data-table').getByText('64 GB, 128 GB, 256 GB', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await drawer(page).getByLabel('Name').fill('Pack of');
    await drawer(page).getByLabel('Values').click();
    await page.keyboard.type('1,2,3,');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await drawer(page).getByRole('alert').getByText(CATALOGUE_SET_MESSAGES.alreadyAdded('value')).waitFor();
    await screenshot(page, 'attribute-values-dark');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Backspace');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').getByText(SUCCESS.saved('attribute')).waitFor();
    await page.locator('.data-table').getByText('1, 2, 3', { exact: true }).waitFor();
    await page.context().close();

    const light = await e2e.signedInPage({ hash: '/specification', timeout: 15_000 });
    await light.locator('.data-table').getByText('Electronics', { exact: true }).waitFor();
    await screenshot(light, 'specification-sets-light');
    expect(await axeViolations(light)).toEqual([]);
    await light.context().close();
  });

  it("edits a size chart's grid by keyboard and finds it saved after a reload", async () => {
    const page = await e2e.signedInPage({ hash: '/sizeCharts', timeout: 15_000, colorScheme: 'dark' });
    await page.locator('.data-table').getByText("Kids' t-shirts", { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const first = drawer(page).getByLabel('2-3 Y, Chest (cm)');
    await first.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('57.5');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('4-5 Y, Chest (cm)');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('62');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('4-5 Y, Length (cm)');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('43.25');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await drawer(page).getByText(`4-5 Y, Length: ${CATALOGUE_SET_MESSAGES.oneDecimal}`).waitFor();
    await screenshot(page, 'size-chart-grid-dark');
    expect(await axeViolations(page)).toEqual([]);
    await drawer(page).getByLabel('4-5 Y, Length (cm)').fill('43');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').getByText(SUCCESS.updated('size chart')).waitFor();

    await page.reload();
    await page.locator('.data-table').getByText("Kids' t-shirts", { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    expect(await drawer(page).getByLabel('2-3 Y, Chest (cm)').inputValue()).toBe('57.5');
    expect(await drawer(page).getByLabel('4-5 Y, Chest (cm)').inputValue()).toBe('62');
    const [chart] = await e2e.portal.db.select().from(sizeCharts).where(eq(sizeCharts.name, "Kids' t-shirts"));
    expect(chart.rows.slice(0, 2)).toEqual([
      { size: '2-3 Y', values: [57.5, 38] },
      { size: '4-5 Y', values: [62, 43] },
    ]);
    await page.context().close();
  });
});
