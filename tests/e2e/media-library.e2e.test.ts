/**
 * MULTIMEDIA in Chromium, as staff use it: upload an image (the seed's toast), open it, rename it and set its
 * alt text (saved on top of its version), see it is used nowhere, delete it after confirmation; an image a
 * category uses is refused with the users named; a rename on top of a stale version shows the conflict message and
 * Reload brings the latest; search by part of a name; the table view shows 150×120 thumbnails. Light and dark
 * screenshots, axe-core clean in both.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SUCCESS } from '../../contract';
import { MEDIA_MESSAGES } from '../../contract/media/media';
import { categories } from '../../server/catalogue/schema';
import { media } from '../../server/platform/media-schema';
import { axeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 10 });

/** A plain PNG of the given size, as a file the file input takes. */
async function png(name: string, width: number, height: number, background = { r: 124, g: 58, b: 237 }) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function openScreen(colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await e2e.signedInPage({ colorScheme, timeout: 15_000, hash: '/multimedia' });
  await page.getByRole('heading', { name: 'Multimedia' }).waitFor();
  return page;
}

async function upload(page: Page, files: Awaited<ReturnType<typeof png>>[]) {
  await page.locator('input[type=file]').setInputFiles(files);
  await page.getByRole('button', { name: /^Upload/ }).click();
  await page.locator('.bp6-toast').getByText(SUCCESS.filesUploaded(files.length)).waitFor();
}

const drawer = (page: Page) => page.getByRole('dialog');
const rowOf = async (displayName: string) =>
  (await e2e.portal.db.select().from(media).where(eq(media.displayName, displayName)))[0];

describe('MULTIMEDIA', () => {
  it('uploads an image, renames it, sets its alt text and deletes it after confirmation', async () => {
    const page = await openScreen('light');
    await page.getByText('No images yet').waitFor();
    await screenshot(page, 'media-empty-light');
    await upload(page, [await png('kurta-blue.png', 520, 800)]);
    await page.getByRole('option', { name: 'kurta-blue.png' }).click();

    await drawer(page).getByLabel('Name').fill('Blue kurta front');
    await drawer(page).getByLabel('Alt text').fill('A blue cotton kurta, front view');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').getByText(SUCCESS.updated('media')).waitFor();
    expect(await rowOf('Blue kurta front')).toMatchObject({ altText: 'A blue cotton kurta, front view', version: 2 });
    await drawer(page).getByText('Not used anywhere yet: it can be deleted.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'media-drawer-light');

    await drawer(page).getByRole('button', { name: 'Delete image' }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: 'Delete image' }))
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.locator('.bp6-toast').getByText(SUCCESS.deleted('media')).waitFor();
    await page.getByRole('option', { name: 'Blue kurta front' }).waitFor({ state: 'detached' });
    expect(await rowOf('Blue kurta front')).toBeUndefined();
  });

  it('refuses to delete an image a category uses and names the category', async () => {
    const page = await openScreen('light');
    await upload(page, [await png('saree-banner.png', 500, 800)]);
    const row = (await rowOf('saree-banner.png'))!;
    const [category] = await e2e.portal.db.select().from(categories).limit(1);
    await e2e.portal.db.update(categories).set({ imageMediaId: row.id }).where(eq(categories.id, category!.id));

    await page.getByRole('option', { name: 'saree-banner.png' }).click();
    await drawer(page).getByText(`category "${category!.name}"`).waitFor();
    await drawer(page).getByRole('button', { name: 'Delete image' }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Delete image' }).or(page.getByRole('alertdialog'));
    await confirmDialog.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog.getByText(MEDIA_MESSAGES.inUse(`category "${category!.name}"`).slice(0, 18)).waitFor();
    expect(await rowOf('saree-banner.png')).toBeDefined();
  });

  it('refuses a rename made on top of a version someone else changed, and reloads the latest', async () => {
    const page = await openScreen('light');
    await upload(page, [await png('lehenga.png', 480, 760)]);
    await page.getByRole('option', { name: 'lehenga.png' }).click();
    // Someone else renames it meanwhile.
    await e2e.portal.db
      .update(media)
      .set({ displayName: 'Lehenga (red)', version: 2 })
      .where(eq(media.displayName, 'lehenga.png'));

    await drawer(page).getByLabel('Name').fill('Bridal lehenga');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await drawer(page).getByText(MESSAGES.staleVersion).waitFor();
    await drawer(page).getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('option', { name: 'Lehenga (red)' }).waitFor();
    expect(await drawer(page).getByLabel('Name').inputValue()).toBe('Lehenga (red)');
    expect(await rowOf('Bridal lehenga')).toBeUndefined();
  });

  it('finds images by part of their name', async () => {
    const page = await openScreen('light');
    await page.getByRole('option').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search images by name' }).fill('BANNER');
    await page.getByRole('option', { name: 'saree-banner.png' }).waitFor();
    await expect.poll(() => page.getByRole('option').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search images by name' }).fill('no such image');
    await page.getByText('No image matches "no such image"').waitFor();
  });

  it('shows the table view with thumbnails, and both views and the drawer pass axe in the dark theme', async () => {
    const page = await openScreen('dark');
    await upload(page, [await png('dupatta.png', 400, 620, { r: 220, g: 120, b: 40 })]);
    await page.getByRole('option', { name: 'dupatta.png' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'media-grid-dark');
    await page.getByText('Table', { exact: true }).click();
    const thumb = page.locator('.media-table-thumb img').first();
    await thumb.waitFor();
    expect(
      await thumb.evaluate((img: HTMLImageElement) => [img.width, img.height, img.complete && img.naturalWidth > 0]),
    ).toEqual([150, 120, true]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'media-table-dark');
    await page.getByText('Grid', { exact: true }).click();
    await page.getByRole('option', { name: 'dupatta.png' }).click();
    await drawer(page).getByText('Not used anywhere yet: it can be deleted.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'media-drawer-dark');
  });
});
