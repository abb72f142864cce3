/**
 * The media upload (machines/media/media-upload.machine.ts) through the image picker of a size chart (Size Charts → Add →
 * Choose image). Files are chosen in the picker's file input: real PNGs, and a file over 2 MB for the one the model
 * calls too large. The sizes are the browser's own work (`readDimensions`: createImageBitmap), held in the page and
 * answered with the sizes the path's outcome names (none for an image it cannot decode); the upload is the picker's
 * POST, let through to the server, refused by it (400) or left without an answer (no connection). Cancel: the
 * picker closed and opened again, which starts afresh (while the images are measured there is no Clear).
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { API_BASE } from '../../../contract/platform/api-paths';
import { MEDIA_API, MEDIA_LIMITS } from '../../../contract/media/media';
import {
  ratioQuestion,
  type MediaUploadContext,
  type MediaUploadEvent,
  type UploadOutcome,
} from '../../../machines/media/media-upload.machine';
import type { UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';

const picker = (page: Page) => page.getByRole('dialog', { name: 'Choose the size chart image' });
// Found by its name: an alert screen readers announce by name (issue 40 item 16).
const ratioAlert = (page: Page) => page.getByRole('alertdialog', { name: 'Picture ratio' });
const uploadButton = (page: Page) => picker(page).locator('.media-upload-bar button').nth(1);
const chooseButton = (page: Page) => picker(page).getByRole('button', { name: 'Choose images' });
const measuringSpinner = (page: Page) => picker(page).getByLabel('Checking the images');

type Measure = { width: number; height: number } | null;
declare global {
  interface Window {
    heldMeasures?: { resolve: (size: ImageBitmap) => void; reject: (error: Error) => void }[];
  }
}

let pixels: Buffer | null = null;
/** A real PNG under the model's name (its pixels are the browser's to measure, held, so any will do), or over 2 MB. */
async function fileOf(file: { name: string; size: number }) {
  if (file.size > MEDIA_LIMITS.maxUploadBytes)
    return { name: file.name, mimeType: 'image/png', buffer: Buffer.alloc(file.size) };
  pixels ??= await sharp({ create: { width: 40, height: 60, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return { name: file.name, mimeType: 'image/png', buffer: pixels };
}

/** Opens the picker afresh: measures its last opening left unanswered are let go (nothing waits for them now). */
async function openPicker(page: Page): Promise<void> {
  await page.evaluate(() => window.heldMeasures?.splice(0));
  await page.getByRole('button', { name: 'Choose image' }).click();
  await picker(page).waitFor();
}

async function checkChoice(page: Page, context: MediaUploadContext): Promise<void> {
  for (const d of context.dropped)
    await expectState(picker(page).getByText(`${d.name}: ${d.message}`), `the message about ${d.name}`, {
      visible: true,
    });
  const kept = picker(page).getByLabel('Ready to upload');
  for (const c of context.kept)
    await expectState(kept.getByText(c.file.name), `${c.file.name} ready to upload`, { visible: true });
  if (context.kept.length === 0) await expectState(kept, 'files ready to upload', { visible: false });
}

const check =
  (state: 'idle' | 'measuring' | 'asking' | 'ready' | 'uploading' | 'refused' | 'failed') =>
  async (page: Page, snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as MediaUploadContext;
    await expectState(picker(page), 'the image picker', { visible: true });
    await expectState(measuringSpinner(page), 'the measuring spinner', { visible: state === 'measuring' });
    await expectState(ratioAlert(page), 'the ratio question', { visible: state === 'asking' });
    if (state === 'asking') {
      const question = context.questions[0]!;
      await expectState(ratioAlert(page).getByText(ratioQuestion(question)), 'the ratio asked', { visible: true });
      await expectState(ratioAlert(page).getByText(question.file.name), `the question about ${question.file.name}`, {
        visible: true,
      });
      return;
    }
    await expectState(chooseButton(page), 'Choose images', {
      visible: true,
      enabled: state !== 'measuring' && state !== 'uploading',
    });
    await expectState(uploadButton(page), 'Upload', { visible: true, enabled: snapshot.can({ type: 'upload.start' }) });
    await checkChoice(page, context);
    for (const message of context.uploadErrors)
      await expectState(picker(page).getByText(message).first(), `the upload error '${message}'`, { visible: true });
    await expectState(picker(page).getByRole('button', { name: 'Retry', exact: true }), 'Retry', {
      visible: state === 'failed',
    });
  };

export const mediaUploadAdapter: UiAdapter = {
  model: 'media upload',
  walks: true,
  async start(page) {
    if (!page.url().includes('#/sizeCharts')) {
      await page.goto(`${page.url().split('#')[0]}#/sizeCharts`);
      await page.reload();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      return openPicker(page);
    }
    // Opening the picker again starts afresh (as a person does): any question answered No, the picker closed.
    for (let i = 0; i < 3 && (await ratioAlert(page).isVisible()); i++) {
      await page.keyboard.press('Escape');
      await ratioAlert(page)
        .waitFor({ state: 'detached' })
        .catch(() => {});
    }
    if (await picker(page).isVisible()) {
      await picker(page).getByRole('button', { name: 'Cancel', exact: true }).click();
      await picker(page).waitFor({ state: 'detached' });
    }
    await openPicker(page);
  },
  events: {
    'files.choose': async (page, event) => {
      const { files } = event as Extract<MediaUploadEvent, { type: 'files.choose' }>;
      await picker(page)
        .locator('input[type=file]')
        .setInputFiles(await Promise.all(files.map(fileOf)));
    },
    'ratio.yes': (page) => ratioAlert(page).getByRole('button', { name: 'Yes', exact: true }).click(),
    'ratio.no': (page) => ratioAlert(page).getByRole('button', { name: 'No', exact: true }).click(),
    'upload.start': (page) => uploadButton(page).click(),
    'upload.retry': (page) => picker(page).getByRole('button', { name: 'Retry', exact: true }).click(),
    'upload.reset': async (page) => {
      const clear = picker(page).getByRole('button', { name: 'Clear', exact: true });
      if (await clear.isVisible()) return clear.click();
      await picker(page).getByRole('button', { name: 'Cancel', exact: true }).click();
      await picker(page).waitFor({ state: 'detached' });
      await openPicker(page);
    },
  },
  invokes: {
    readDimensions: {
      async hold(page) {
        if ((page as Page & { measuresHeld?: boolean }).measuresHeld) return;
        Object.assign(page, { measuresHeld: true });
        await page.addInitScript(() => {
          window.heldMeasures = [];
          window.createImageBitmap = () =>
            new Promise((resolve, reject) => window.heldMeasures!.push({ resolve, reject }));
        });
      },
      async settle(page, event: EventObject) {
        const sizes = (event as EventObject & { output: Measure[] }).output;
        await page.waitForFunction(() => (window.heldMeasures?.length ?? 0) > 0);
        await page.evaluate((given) => {
          for (const [i, held] of window.heldMeasures!.splice(0).entries()) {
            const size = given[i];
            if (size) held.resolve({ ...size, close() {} } as ImageBitmap);
            else held.reject(new Error('The image cannot be decoded.'));
          }
        }, sizes);
      },
    },
    uploadFiles: {
      method: 'POST',
      url: new RegExp(`${API_BASE}${MEDIA_API.list}$`),
      answer: (event) => {
        if (event.type.startsWith('xstate.error')) return 'abort';
        const outcome = (event as EventObject & { output: UploadOutcome }).output;
        return outcome.ok ? undefined : { status: 400, errors: outcome.errors };
      },
    },
  },
  states: {
    idle: check('idle'),
    measuring: check('measuring'),
    asking: check('asking'),
    ready: check('ready'),
    uploading: check('uploading'),
    refused: check('refused'),
    failed: check('failed'),
  },
};
