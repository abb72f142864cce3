/**
 * Sample events for the generated paths of the media upload flow and of the media picker.
 * Upload: a choice of a 2 MB + 1 byte file with a tall and a wide image (measured; the wide one asks), a
 * choice of only the too-large file, Yes, No, upload and each of its outcomes, retry, reset.
 * Picker: open, a library page and its failure, a search (its debounce's end is a step of its own, with a
 * long model delay so no real timer fires), paging, an upload's new image, choosing an image, Select, close.
 */
import type { EventObject } from 'xstate';
import { MEDIA_LIMITS, MEDIA_MESSAGES, type MediaItem } from '../../contract/media/media';
import { mediaPickerMachine, type MediaPickerEvent } from './media-picker.machine';
import { mediaUploadMachine, type MediaUploadEvent } from './media-upload.machine';
import type { MachineModel } from '../platform/model';

/** The event the search debounce's end is, as the machine names it. */
export const MEDIA_SEARCH_DEBOUNCE_DONE = 'xstate.after.searchDebounce.mediaPicker.open.searching';

const item: MediaItem = {
  id: 1,
  displayName: 'saree-red.jpg',
  path: 'media/ab/abcd.jpg',
  thumbnailPath: 'media/ab/abcd.thumb.webp',
  webpPath: 'media/ab/abcd.webp',
  altText: '',
  contentType: 'image/jpeg',
  size: 120_000,
  width: 532,
  height: 798,
  version: 1,
  createdAt: '2026-03-05T10:00:00Z',
};
const uploaded = { id: 2, displayName: 'tall.png', path: 'media/cd/cdef.png' };
const tooLarge = { name: 'huge.png', size: MEDIA_LIMITS.maxUploadBytes + 1 };
const tall = { name: 'tall.png', size: 40_000 };
const wide = { name: 'wide.png', size: 30_000 };
const wider = { name: 'banner.png', size: 50_000 };

const done = (id: string, output: unknown): EventObject => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, message: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: { message } }) as EventObject;

const uploadEvents: MediaUploadEvent[] = [
  { type: 'files.choose', files: [tooLarge, tall, wide] },
  { type: 'files.choose', files: [tooLarge] },
  { type: 'files.choose', files: [wide, wider] },
  { type: 'files.choose', files: [tall] },
  { type: 'ratio.yes' },
  { type: 'ratio.no' },
  { type: 'upload.start' },
  { type: 'upload.retry' },
  { type: 'upload.reset' },
];

export const mediaUploadModel: MachineModel = {
  name: 'media upload',
  machine: mediaUploadMachine,
  events: [
    ...(uploadEvents as EventObject[]),
    // 520x800 is 0.65 (532x798, the seed's example, is 0.667 and asks). Sizes of [tall, wide] for the first choice, of [wide, banner] for the other: one question, then two in turn.
    done('readDimensions', [
      { width: 520, height: 800 },
      { width: 800, height: 400 },
    ]),
    done('readDimensions', [
      { width: 800, height: 400 },
      { width: 1200, height: 300 },
    ]),
    // An image the browser cannot decode is measured as no size (the server then decides); the measuring never fails.
    done('readDimensions', [null, null]),
    done('uploadFiles', { ok: true, items: [uploaded] }),
    done('uploadFiles', { ok: false, errors: [{ field: 'file', message: MEDIA_MESSAGES.notAnImage('wide.png') }] }),
    failed('uploadFiles', 'Failed to fetch'),
  ],
};

const pickerEvents: MediaPickerEvent[] = [
  { type: 'picker.open' },
  { type: 'picker.close' },
  { type: 'picker.select' },
  { type: 'library.search', search: 'saree' },
  { type: 'library.page', pageNum: 1 },
  { type: 'library.retry' },
  { type: 'library.uploaded', items: [uploaded] },
  { type: 'image.choose', item },
];

export const mediaPickerModel: MachineModel = {
  name: 'media picker',
  machine: mediaPickerMachine.provide({ delays: { searchDebounce: 60_000 } }),
  events: [
    ...(pickerEvents as EventObject[]),
    { type: MEDIA_SEARCH_DEBOUNCE_DONE },
    done('loadLibrary', { items: [item], total: 101 }),
    failed('loadLibrary', 'We are facing some technical error, Please try again after sometime.'),
  ],
};
