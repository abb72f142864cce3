/**
 * The media upload flow (seed §5 "Media upload"), used by the media picker and by the MULTIMEDIA screen:
 * choose files → each over 2,097,152 bytes is dropped with the seed's message → the rest are measured
 * (`readDimensions`, provided by the view) → each image whose width/height is off the slot's own ratio (input `slot`:
 * a product picture, a slider banner…; none asks nothing) asks, one at a time, with its actual and the slot's ratio: Yes keeps it, No discards it → ready (only with at least one
 * file kept) → uploading → done (`notifyUploaded`), refused (the server's errors) or failed (retry).
 * No fetch here: `readDimensions` and `uploadFiles` are actors the view provides.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import {
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  MEDIA_SLOTS,
  needsRatioWarning,
  slotRatioText,
  type MediaItem,
  type MediaSlot,
} from '../../contract/media/media';

/** What the machine needs of a chosen file; a browser `File` is one. */
export interface UploadFile {
  name: string;
  size: number;
}

/** A file that passed the size check, with its size in pixels (0 when it could not be read). */
export interface UploadCandidate {
  file: UploadFile;
  width: number;
  height: number;
}

/** A file left out before upload, and why (in the seed's words). */
export interface DroppedFile {
  name: string;
  message: string;
}

/** An image as the seed's upload answers it (`{ id, displayName, path }`), with our fields when present. */
export type MediaChoice = Pick<MediaItem, 'id' | 'displayName' | 'path'> & Partial<MediaItem>;

/** The upload's answer: stored (the seed's `output`), or refused with the server's errors (`status: false`). */
export type UploadOutcome = { ok: true; items: MediaChoice[] } | { ok: false; errors: ApiErrorItem[] };

export interface MediaUploadContext {
  /** Files of the current choice waiting to be measured. */
  measuring: UploadFile[];
  /** Wide images waiting for Yes/No; the first is the one being asked about. */
  questions: UploadCandidate[];
  /** Files that will be uploaded. */
  kept: UploadCandidate[];
  dropped: DroppedFile[];
  /** Messages of a refused or failed upload. */
  uploadErrors: string[];
  /** The slot the pictures are for; null when any shape fits (no question). */
  slot: MediaSlot | null;
}

/** Where the pictures go; a product picture when not said (seed §5). */
export interface MediaUploadInput {
  slot?: MediaSlot | null;
}

export type MediaUploadEvent =
  | { type: 'files.choose'; files: UploadFile[] }
  | { type: 'ratio.yes' }
  | { type: 'ratio.no' }
  | { type: 'upload.start' }
  | { type: 'upload.retry' }
  /** Cancel: forget the choice (and stop an upload in flight) from anywhere. */
  | { type: 'upload.reset' };

/** The flow's fields; a reset keeps the slot. */
const EMPTY: Omit<MediaUploadContext, 'slot'> = {
  measuring: [],
  questions: [],
  kept: [],
  dropped: [],
  uploadErrors: [],
};

/** width/height with two decimals, as the ratio question shows it. */
export const ratioText = (c: Pick<UploadCandidate, 'width' | 'height'>): string => (c.width / c.height).toFixed(2);

/** The ratio question about a candidate for a slot, in the contract's words (e.g. 2.00 against 0.67, 532x798). */
export const ratioQuestion = (c: UploadCandidate, slot: MediaSlot = MEDIA_SLOTS.product): string =>
  MEDIA_MESSAGES.ratioQuestion(ratioText(c), slotRatioText(slot), `${slot.width}x${slot.height}`);

const isTooLarge = (f: UploadFile) => f.size > MEDIA_LIMITS.maxUploadBytes;

type Dimensions = { width: number; height: number } | null;

/** The files being measured with their sizes (0 × 0 where a size could not be read). */
const measure = (context: MediaUploadContext, output: Dimensions[]): UploadCandidate[] =>
  context.measuring.map((file, i) => ({ file, width: output[i]?.width ?? 0, height: output[i]?.height ?? 0 }));
const asks = (slot: MediaSlot | null) => (c: UploadCandidate) =>
  slot !== null && needsRatioWarning(c.width, c.height, slot);

/** The same in every state where files may be chosen: measure them, or stay idle when all were dropped. */
const chooseTransitions = {
  'files.choose': [
    { guard: 'hasAcceptableFile' as const, target: 'measuring', actions: 'chooseFiles' as const },
    { target: 'idle', actions: 'chooseFiles' as const },
  ],
};

export const mediaUploadMachine = setup({
  types: {
    context: {} as MediaUploadContext,
    events: {} as MediaUploadEvent,
    input: {} as MediaUploadInput | undefined,
  },
  actors: {
    /** Pixel sizes of the files, in order; null for one that could not be read (the server decides). Never rejects. */
    readDimensions: fromPromise<Dimensions[], UploadFile[]>(async ({ input }) => input.map(() => null)),
    uploadFiles: fromPromise<UploadOutcome, UploadFile[]>(async () => ({ ok: false, errors: [] })),
  },
  actions: {
    /** A new choice replaces the one before (as a file input does); files over 2 MB are dropped. */
    chooseFiles: assign(({ event }) => {
      const files = (event as { files: UploadFile[] }).files;
      return {
        ...EMPTY,
        measuring: files.filter((f) => !isTooLarge(f)),
        dropped: files.filter(isTooLarge).map((f) => ({ name: f.name, message: MEDIA_MESSAGES.tooLarge })),
      };
    }),
    /** Splits the measured files into those that ask first and those kept at once. */
    sortMeasured: assign(({ context, event }) => {
      const measured = measure(context, (event as unknown as { output: Dimensions[] }).output);
      const ask = asks(context.slot);
      return { measuring: [], questions: measured.filter(ask), kept: measured.filter((c) => !ask(c)) };
    }),
    keepAsked: assign(({ context }) => ({
      kept: [...context.kept, context.questions[0]!],
      questions: context.questions.slice(1),
    })),
    discardAsked: assign(({ context }) => ({ questions: context.questions.slice(1) })),
    /** '{count} file uploaded successfully.', refresh the library, choose the new image; provided by the view. */
    notifyUploaded: (_, _params: { items: MediaChoice[] }) => {},
  },
  guards: {
    hasAcceptableFile: ({ event }) => (event as { files: UploadFile[] }).files.some((f) => !isTooLarge(f)),
    measuredAsks: ({ context, event }) =>
      measure(context, (event as unknown as { output: Dimensions[] }).output).some(asks(context.slot)),
    hasNextQuestion: ({ context }) => context.questions.length > 1,
    hasKept: ({ context }) => context.kept.length > 0,
    isRefused: ({ event }) => (event as unknown as { output: UploadOutcome }).output.ok === false,
  },
}).createMachine({
  id: 'mediaUpload',
  context: ({ input }) => ({ ...EMPTY, slot: input?.slot === undefined ? MEDIA_SLOTS.product : input.slot }),
  initial: 'idle',
  on: { 'upload.reset': { target: '.idle', actions: assign(EMPTY) } },
  states: {
    idle: { on: chooseTransitions },
    measuring: {
      invoke: {
        id: 'readDimensions',
        src: 'readDimensions',
        input: ({ context }) => context.measuring,
        onDone: [
          { guard: 'measuredAsks', target: 'asking', actions: 'sortMeasured' },
          // At least one file was measured (files.choose made sure), so with no question it is kept.
          { target: 'ready', actions: 'sortMeasured' },
        ],
        // No error: an image whose size cannot be read is measured as none (0 × 0), kept, and checked by the server.
      },
    },
    asking: {
      on: {
        'ratio.yes': [
          { guard: 'hasNextQuestion', target: 'asking', reenter: true, actions: 'keepAsked' },
          { target: 'ready', actions: 'keepAsked' },
        ],
        'ratio.no': [
          { guard: 'hasNextQuestion', target: 'asking', reenter: true, actions: 'discardAsked' },
          { guard: 'hasKept', target: 'ready', actions: 'discardAsked' },
          { target: 'idle', actions: 'discardAsked' },
        ],
      },
    },
    ready: { on: { ...chooseTransitions, 'upload.start': { guard: 'hasKept', target: 'uploading' } } },
    uploading: {
      invoke: {
        id: 'uploadFiles',
        src: 'uploadFiles',
        input: ({ context }) => context.kept.map((c) => c.file),
        onDone: [
          {
            guard: 'isRefused',
            target: 'refused',
            actions: assign({
              uploadErrors: ({ event }) => (event.output.ok ? [] : event.output.errors.map((e) => e.message)),
            }),
          },
          {
            target: 'idle',
            actions: [
              { type: 'notifyUploaded', params: ({ event }) => ({ items: event.output.ok ? event.output.items : [] }) },
              assign(EMPTY),
            ],
          },
        ],
        onError: { target: 'failed', actions: assign({ uploadErrors: [MEDIA_MESSAGES.uploadFailed] }) },
      },
    },
    refused: { on: chooseTransitions },
    failed: {
      on: { ...chooseTransitions, 'upload.retry': { target: 'uploading', actions: assign({ uploadErrors: [] }) } },
    },
  },
});
