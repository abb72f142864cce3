/**
 * The media picker dialog (seed §6 "Media picker": the modal opens, then optionally a file is uploaded,
 * then an image is selected and confirmed): closed → open, where the library loads (loading → loaded |
 * failed, with retry), a search waits a moment then loads, paging loads; choosing an image enables Select,
 * which hands it back (`handBack`) and closes. An upload (machines/media/media-upload.machine.ts, beside it in
 * the dialog) reports its new images with `library.uploaded`: the library reloads and the first is chosen.
 * No fetch here: `loadLibrary` is an actor the view provides (it goes through the query client).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MediaItem } from '../../contract/media/media';
import { errorMessage } from '../platform/error-message';
import type { MediaChoice } from './media-upload.machine';

/** One page of the library (`GET /api/media`: the items, and the total from `x-total-count`). */
export interface LibraryPage {
  items: MediaItem[];
  total: number;
}

export interface LibraryQuery {
  search: string;
  pageNum: number;
}

export interface MediaPickerContext extends LibraryQuery {
  items: MediaItem[];
  total: number;
  libraryError: string | null;
  chosen: MediaChoice | null;
}

export type MediaPickerEvent =
  /** `chosen`: the field's current image, shown as chosen. */
  | { type: 'picker.open'; chosen?: MediaChoice | null }
  | { type: 'picker.close' }
  | { type: 'picker.select' }
  | { type: 'library.search'; search: string }
  | { type: 'library.page'; pageNum: number }
  | { type: 'library.retry' }
  | { type: 'library.uploaded'; items: MediaChoice[] }
  | { type: 'image.choose'; item: MediaChoice };

const EMPTY: MediaPickerContext = { search: '', pageNum: 0, items: [], total: 0, libraryError: null, chosen: null };

export const mediaPickerMachine = setup({
  types: { context: {} as MediaPickerContext, events: {} as MediaPickerEvent },
  actors: {
    loadLibrary: fromPromise<LibraryPage, LibraryQuery>(async () => ({ items: [], total: 0 })),
  },
  actions: {
    /** The picker's answer (Select); provided by the view. */
    handBack: (_, _params: { item: MediaChoice }) => {},
  },
  guards: {
    hasChosen: ({ context }) => context.chosen !== null,
  },
  delays: { searchDebounce: 150 },
}).createMachine({
  id: 'mediaPicker',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'picker.open': { target: 'open', actions: assign(({ event }) => ({ ...EMPTY, chosen: event.chosen ?? null })) },
      },
    },
    open: {
      initial: 'loading',
      on: {
        'picker.close': 'closed',
        'image.choose': { actions: assign({ chosen: ({ event }) => event.item }) },
        'picker.select': {
          guard: 'hasChosen',
          target: 'closed',
          actions: { type: 'handBack', params: ({ context }) => ({ item: context.chosen! }) },
        },
        'library.search': {
          target: '.searching',
          actions: assign({ search: ({ event }) => event.search, pageNum: 0 }),
        },
        'library.page': { target: '.loading', actions: assign({ pageNum: ({ event }) => event.pageNum }) },
        // The new images are the newest, so they show on the first page, with no search hiding them.
        'library.uploaded': {
          target: '.loading',
          actions: assign(({ context, event }) => ({
            search: '',
            pageNum: 0,
            chosen: event.items[0] ?? context.chosen,
          })),
        },
      },
      states: {
        searching: { after: { searchDebounce: 'loading' } },
        loading: {
          invoke: {
            id: 'loadLibrary',
            src: 'loadLibrary',
            input: ({ context }) => ({ search: context.search, pageNum: context.pageNum }),
            onDone: {
              target: 'loaded',
              actions: assign(({ event }) => ({
                items: event.output.items,
                total: event.output.total,
                libraryError: null,
              })),
            },
            onError: { target: 'failed', actions: assign({ libraryError: ({ event }) => errorMessage(event.error) }) },
          },
        },
        loaded: {},
        failed: { on: { 'library.retry': 'loading' } },
      },
    },
  },
});
