/**
 * Issue 45 §3 in the browser: staff tick orders in Order Management, ask for a pick list with prices, watch it being
 * made, and download one PDF whose text (pdftotext) holds the pick list and a packing slip for each order chosen.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfToText } from '../../server/test-support/pdf-text';
import { expectNoViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

describe('pick lists', () => {
  it('prints a pick list and packing slips for the orders ticked', async () => {
    const page = await e2e.signedInPage({ as: 'orders', colorScheme: 'dark', hash: '/manageOrder/all' });
    await page.getByRole('checkbox', { name: 'Select row 2', exact: true }).waitFor();
    const numbers: string[] = [];
    for (const row of [1, 2]) {
      await page.getByRole('checkbox', { name: `Select row ${row}`, exact: true }).check({ force: true });
      numbers.push(
        (await page
          .locator(`.bp6-table-cell-row-${row - 1}.bp6-table-cell-col-2`)
          .first()
          .textContent())!.trim(),
      );
    }
    await page.getByRole('button', { name: 'Bulk action' }).click();
    await page.getByRole('menuitem', { name: /Pick list and packing slips/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick list for 2 orders' });
    await dialog.getByRole('checkbox', { name: 'Show prices on the packing slips' }).check({ force: true });
    await expectNoViolations(page, 'the pick list dialog');
    await dialog.getByRole('button', { name: 'Make PDF' }).click();
    const download = dialog.getByRole('button', { name: 'Download PDF' });
    await download.waitFor();
    await dialog.getByText('The pick list for 2 orders is ready').waitFor();
    await screenshot(page, 'pick-list-ready-dark');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^pick-list-[0-9a-f]{8}\.pdf$/);
    const { text, pages } = await pdfToText(new Uint8Array(await readFile((await file.path())!)));
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain('Pick list');
    for (const orderNo of numbers) expect(text).toContain(`Order ${orderNo}`);
    expect(text).toContain('Order total: INR');
    await dialog.getByText('ready and downloaded').waitFor();
    await dialog.locator('.bp6-dialog-footer-actions').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
