import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MEDIA_LIMITS, MEDIA_MESSAGES, MEDIA_SLOTS, type MediaSlot } from '../../contract/media/media';
import { mediaPickerMachine } from './media-picker.machine';
import {
  mediaUploadMachine,
  ratioQuestion,
  type MediaChoice,
  type UploadFile,
  type UploadOutcome,
} from './media-upload.machine';

type Size = { width: number; height: number };
const file = (name: string, size = 10_000): UploadFile => ({ name, size });

/** An upload actor whose measuring reads `sizes` by file name and whose upload answers `outcome`. */
function startUpload(sizes: Record<string, Size>, outcome: () => Promise<UploadOutcome>, slot?: MediaSlot | null) {
  const uploaded: UploadFile[][] = [];
  const notified: MediaChoice[][] = [];
  const actor = createActor(
    mediaUploadMachine.provide({
      actors: {
        readDimensions: fromPromise(async ({ input }: { input: UploadFile[] }) =>
          input.map((f): Size | null => sizes[f.name] ?? null),
        ),
        uploadFiles: fromPromise(async ({ input }: { input: UploadFile[] }) => (uploaded.push(input), outcome())),
      },
      actions: { notifyUploaded: (_, { items }) => void notified.push(items) },
    }),
    { input: { slot } },
  ).start();
  return { actor, uploaded, notified };
}

const stored = (name: string, id = 1): MediaChoice => ({ id, displayName: name, path: `media/${id}.png` });

describe('media upload', () => {
  it('drops a file one byte over 2 MB with the seed message and keeps one of exactly 2 MB', async () => {
    const { actor } = startUpload({ 'ok.png': { width: 520, height: 800 } }, async () => ({ ok: true, items: [] }));
    actor.send({
      type: 'files.choose',
      files: [file('big.png', MEDIA_LIMITS.maxUploadBytes + 1), file('ok.png', MEDIA_LIMITS.maxUploadBytes)],
    });
    await waitFor(actor, (s) => s.matches('ready'));
    const { dropped, kept } = actor.getSnapshot().context;
    expect(dropped).toEqual([{ name: 'big.png', message: 'File size must be less than or equal to 2 MB.' }]);
    expect(kept.map((c) => c.file.name)).toEqual(['ok.png']);
  });

  it('stays idle, with Upload not possible, when every chosen file was too large', () => {
    const { actor } = startUpload({}, async () => ({ ok: true, items: [] }));
    actor.send({ type: 'files.choose', files: [file('big.png', MEDIA_LIMITS.maxUploadBytes + 1)] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().can({ type: 'upload.start' })).toBe(false);
  });

  it('asks a slider banner upload against the banner ratio: a wide banner is kept, a product picture asks', async () => {
    const sizes = { 'banner.png': { width: 1200, height: 400 }, 'tall.png': { width: 532, height: 798 } };
    const { actor } = startUpload(sizes, async () => ({ ok: true, items: [] }), MEDIA_SLOTS.slider);
    actor.send({ type: 'files.choose', files: [file('banner.png'), file('tall.png')] });
    await waitFor(actor, (s) => s.matches('asking'));
    const { questions, kept, slot } = actor.getSnapshot().context;
    expect(kept.map((c) => c.file.name)).toEqual(['banner.png']);
    expect(ratioQuestion(questions[0]!, slot!)).toBe(MEDIA_MESSAGES.ratioQuestion('0.67', '3.00', '1200x400'));
  });

  it('asks nothing for a slot that takes any shape', async () => {
    const { actor } = startUpload(
      { 'logo.png': { width: 1200, height: 100 } },
      async () => ({ ok: true, items: [] }),
      null,
    );
    actor.send({ type: 'files.choose', files: [file('logo.png')] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.kept).toHaveLength(1);
  });

  it('asks about each wide image in turn, keeping it on Yes and discarding it on No', async () => {
    const sizes = {
      'tall.png': { width: 520, height: 800 },
      'wide.png': { width: 800, height: 400 },
      'banner.png': { width: 1200, height: 300 },
    };
    const { actor, uploaded } = startUpload(sizes, async () => ({
      ok: true,
      items: [stored('tall.png'), stored('banner.png', 2)],
    }));
    actor.send({ type: 'files.choose', files: [file('tall.png'), file('wide.png'), file('banner.png')] });
    await waitFor(actor, (s) => s.matches('asking'));
    expect(ratioQuestion(actor.getSnapshot().context.questions[0]!)).toBe(
      MEDIA_MESSAGES.ratioQuestion('2.00', '0.67', '532x798'),
    );
    expect(actor.getSnapshot().can({ type: 'upload.start' })).toBe(false);
    actor.send({ type: 'ratio.no' });
    expect(actor.getSnapshot().context.questions[0]!.file.name).toBe('banner.png');
    actor.send({ type: 'ratio.yes' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'upload.start' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(uploaded).toEqual([[file('tall.png'), file('banner.png')]]);
  });

  it('keeps the recommended example 532x798 without asking (issue 40 item 12: it was told its 0.67 is off 0.65)', async () => {
    const { actor } = startUpload({ 'seed.png': { width: 532, height: 798 } }, async () => ({ ok: true, items: [] }));
    actor.send({ type: 'files.choose', files: [file('seed.png')] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.kept.map((c) => c.file.name)).toEqual(['seed.png']);
  });

  it('reports the stored images once, then is ready for another choice', async () => {
    const { actor, notified } = startUpload({ 'a.png': { width: 520, height: 800 } }, async () => ({
      ok: true,
      items: [stored('a.png')],
    }));
    actor.send({ type: 'files.choose', files: [file('a.png')] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'upload.start' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(notified).toEqual([[stored('a.png')]]);
    expect(actor.getSnapshot().context.kept).toEqual([]);
  });

  it('shows the errors of an upload answered with status false, and the seed message for a network failure with retry', async () => {
    let fail = true;
    const { actor, uploaded } = startUpload({ 'a.png': { width: 520, height: 800 } }, async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return { ok: false, errors: [{ field: 'file', message: MEDIA_MESSAGES.notAnImage('a.png') }] };
    });
    actor.send({ type: 'files.choose', files: [file('a.png')] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'upload.start' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.uploadErrors).toEqual(['Failed to upload a file.']);
    fail = false;
    actor.send({ type: 'upload.retry' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.uploadErrors).toEqual([MEDIA_MESSAGES.notAnImage('a.png')]);
    expect(uploaded).toHaveLength(2);
  });
});

function startPicker() {
  const loads: { search: string; pageNum: number }[] = [];
  const handed: MediaChoice[] = [];
  const actor = createActor(
    mediaPickerMachine.provide({
      actors: { loadLibrary: fromPromise(async ({ input }) => (loads.push(input), { items: [], total: 0 })) },
      actions: { handBack: (_, { item: chosen }) => void handed.push(chosen) },
      delays: { searchDebounce: 0 },
    }),
  ).start();
  return { actor, loads, handed };
}

describe('media picker', () => {
  const item = { id: 9, displayName: 'saree.jpg', path: 'media/9.jpg' };

  it('enables Select only once an image is chosen, then hands it back and closes', async () => {
    const { actor, handed } = startPicker();
    actor.send({ type: 'picker.open' });
    await waitFor(actor, (s) => s.matches({ open: 'loaded' }));
    expect(actor.getSnapshot().can({ type: 'picker.select' })).toBe(false);
    actor.send({ type: 'image.choose', item });
    actor.send({ type: 'picker.select' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(handed).toEqual([item]);
  });

  it('loads the first page of a search, and chooses an uploaded image after reloading without the search', async () => {
    const { actor, loads } = startPicker();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'library.page', pageNum: 2 });
    actor.send({ type: 'library.search', search: 'sar' });
    actor.send({ type: 'library.search', search: 'saree' });
    await waitFor(actor, (s) => s.matches({ open: 'loaded' }));
    actor.send({ type: 'library.uploaded', items: [item] });
    await waitFor(actor, (s) => s.matches({ open: 'loaded' }));
    expect(loads).toEqual([
      { search: '', pageNum: 0 },
      { search: '', pageNum: 2 },
      { search: 'saree', pageNum: 0 },
      { search: '', pageNum: 0 },
    ]);
    expect(actor.getSnapshot().context.chosen).toEqual(item);
  });
});
