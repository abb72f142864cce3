/**
 * The media picker in Chromium, from a real form (a size chart's Image field): a file one byte over 2 MB is
 * dropped with the seed's message; a tall (520x800) image is kept at once and a wide (800x400) one asks about
 * its ratio: No discards it and the tall one uploads; on a second try Yes keeps the wide one, it uploads and is
 * chosen; the arrow keys move the choice through the tiles and Select hands the image to the field.
 * Then an image whose main CDN fails shows from the local CDN (the company's CDN base set to an unreachable one).
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SUCCESS } from '../../contract';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '../../contract/media/media';
import { company } from '../../server/company/schema';
import { axeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 10 });

async function png(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
/** Over the limit by one byte; the browser drops it before reading it, so its content does not matter. */
const tooLarge = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(MEDIA_LIMITS.maxUploadBytes + 1) };

const picker = (page: Page) => page.getByRole('dialog', { name: 'Choose the size chart image' });
// Found by its name: an alert screen readers announce by name (issue 40 item 16).
const ratioAlert = (page: Page) => page.getByRole('alertdialog', { name: 'Picture ratio' });

async function choose(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await picker(page).locator('input[type=file]').setInputFiles(files);
}

async function uploadAndSeeToast(page: Page, count: number) {
  await picker(page)
    .getByRole('button', { name: /^Upload/ })
    .click();
  await page.locator('.bp6-toast').getByText(SUCCESS.filesUploaded(count)).first().waitFor();
}

describe('media picker', () => {
  it('drops a file over 2 MB, asks about a wide image (No, then Yes), uploads, and selects an image into the form', async () => {
    const page = await e2e.signedInPage({ hash: '/sizeCharts', timeout: 15_000 });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Choose image' }).click();
    await picker(page).getByText('No images yet').waitFor();
    const select = picker(page).getByRole('button', { name: 'Select' });
    expect(await select.isDisabled()).toBe(true);
    expect(await picker(page).getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);

    const [tall, wide] = await Promise.all([png('tall.png', 520, 800), png('wide.png', 800, 400)]);
    await choose(page, [tooLarge, tall, wide]);
    await picker(page).getByText(`huge.png: ${MEDIA_MESSAGES.tooLarge}`).waitFor();
    await ratioAlert(page)
      .getByText(MEDIA_MESSAGES.ratioQuestion('2.00', '0.67', '532x798'))
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'media-picker-ratio-light');
    await ratioAlert(page).getByRole('button', { name: 'No' }).click();
    await uploadAndSeeToast(page, 1);
    await picker(page).getByRole('option', { name: 'tall.png' }).waitFor();
    expect(await picker(page).getByRole('option').count()).toBe(1);

    await choose(page, [wide]);
    await ratioAlert(page).getByRole('button', { name: 'Yes' }).click();
    await uploadAndSeeToast(page, 1);
    // The new image is chosen for you, and Select is possible.
    await picker(page).getByRole('option', { name: 'wide.png', selected: true }).waitFor();
    expect(await select.isDisabled()).toBe(false);

    // Keyboard: the tiles are one listbox; the arrows move the choice, Enter selects.
    // Each key goes to the listbox (focused first): a loaded CI machine once lost the second one.
    const images = picker(page).getByRole('listbox', { name: 'Images' });
    await images.press('ArrowRight');
    await picker(page).getByRole('option', { name: 'tall.png', selected: true }).waitFor();
    await images.press('ArrowLeft');
    await picker(page).getByRole('option', { name: 'wide.png', selected: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'media-picker-light');
    // Enter held a moment, as a person presses it: its release once clicked "Change image", which focus was back on
    // (Blueprint's buttons click on release), and the picker opened again (lib/key-release-guard.ts).
    await images.focus();
    await page.keyboard.down('Enter');
    await picker(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Change image' }).waitFor();
    await page.waitForTimeout(200);
    await page.keyboard.up('Enter');
    await page.waitForTimeout(300);
    expect(await picker(page).count(), 'the picker opened again on the release of Enter').toBe(0);
    await page.getByText('wide.png').waitFor();
    await page.getByRole('button', { name: 'Change image' }).waitFor();
    await screenshot(page, 'media-picker-field-light');
  });

  it('shows an image from the local CDN when the main CDN fails', async () => {
    // Port 9 (discard) on loopback: nothing listens, so every request to the main CDN fails.
    await e2e.portal.db.update(company).set({ cdnMainBase: 'http://127.0.0.1:9/media/' });
    // The browser logs each refused picture from the main CDN before the portal falls back to the local one.
    e2e.expectConsole(/^Failed to load resource: net::ERR_UNSAFE_PORT/);
    const page = await e2e.signedInPage({ hash: '/multimedia', colorScheme: 'dark', timeout: 15_000 });
    await page.locator('input[type=file]').setInputFiles([await png('cdn.png', 300, 460)]);
    await page.getByRole('button', { name: /^Upload/ }).click();
    await page.getByRole('option', { name: 'cdn.png' }).waitFor();
    const thumb = page.getByRole('option').first().locator('img');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.media-tile img');
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });
    const src = await thumb.getAttribute('src');
    expect(src).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.thumb\.webp$/);
    await screenshot(page, 'media-cdn-fallback-dark');

    // The picker's tiles fall back the same way; the dialog in the dark theme.
    await page.goto(`${e2e.portal.url}#/sizeCharts`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Choose image' }).click();
    await picker(page).getByRole('option', { name: 'cdn.png' }).waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.media-picker .media-tile img');
      return Boolean(img && img.complete && img.naturalWidth > 0 && img.getAttribute('src')?.startsWith('/media/'));
    });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'media-picker-dark');
  });
});
