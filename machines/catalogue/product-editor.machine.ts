/**
 * The product editor (ADD_PRODUCT, EDIT_PRODUCT edit/copy): load → editing → validating → saving (→ publishing)
 * → refreshing → saved. A 400 goes back to editing with the server's field errors, a 409 to `conflict` (reload or
 * keep editing), anything else to `failed` with retry (a publish that failed after its save retries the publish
 * only, so a retry never creates the product twice). Generating variants may first fetch a SKU stem. Leaving with
 * unsaved input asks seed §4's question. The form itself lives in the view; effects are provided by it.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import type { ProductStatus, ProductValues } from '../../contract/catalogue/product';
import { missingToPublish } from '../../contract/catalogue/product-publish';
import { errorMessage } from '../platform/error-message';
import type { ProductFormValues } from './product-editor.values';

export type EditorMode = 'add' | 'edit' | 'copy';
export interface ProductEditorInput {
  mode: EditorMode;
  productId: number | null;
}

/** A product read into the form: `productId`/`version` null for a copy (it saves as a new product). */
export interface LoadedProduct {
  values: ProductFormValues;
  productId: number | null;
  version: number | null;
  status: ProductStatus | null;
  skuStem: string | null;
}
/** A SKU stem from the prefix settings, and a fresh identification number with it (null when the stem was known). */
export interface SkuStem {
  sku: string;
  identificationNumber: string | null;
}
export interface SavedProduct {
  id: number;
  version: number;
  status: ProductStatus;
}
export interface SaveProductInput {
  values: ProductValues;
  productId: number | null;
  version: number | null;
}

export interface ProductEditorContext {
  mode: EditorMode;
  productId: number | null;
  version: number | null;
  status: ProductStatus | null;
  skuStem: string | null;
  dirty: boolean;
  /** This save ends with Publish (status Active). */
  publish: boolean;
  /** Saved, but the publish after it is still to do (a retry only publishes). */
  publishPending: boolean;
  values: ProductValues | null;
  error: string | null;
}

export type ProductEditorEvent =
  | { type: 'form.change'; dirty: boolean }
  | { type: 'save.request'; publish: boolean }
  | { type: 'save.retry' }
  | { type: 'save.dismiss' }
  | { type: 'product.reload' }
  | { type: 'conflict.dismiss' }
  | { type: 'load.retry' }
  | { type: 'variants.generate' }
  | { type: 'variants.retry' }
  | { type: 'variants.dismiss' }
  | { type: 'leave.request' }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' };

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
const errorOf = (event: unknown) => (event as { error: unknown }).error;
/** The refusal names fields (the server's 409 on an identification number or SKU another product has, its 400s). */
const onFields = (event: unknown) =>
  ((errorOf(event) as { errors?: ApiErrorItem[] } | null)?.errors ?? []).some((e) => e.field);
export const productEditorMachine = setup({
  types: { context: {} as ProductEditorContext, events: {} as ProductEditorEvent, input: {} as ProductEditorInput },
  actors: {
    loadProduct: fromPromise<LoadedProduct, { mode: EditorMode; productId: number | null }>(async () => {
      throw new Error('not provided');
    }),
    /** Runs the form's validation with every error shown (the form-wide touch); resolves with the parsed values. */
    validateForm: fromPromise<ProductValues, void>(async () => {
      throw new Error('not provided');
    }),
    saveProduct: fromPromise<SavedProduct, SaveProductInput>(async () => {
      throw new Error('not provided');
    }),
    publishProduct: fromPromise<SavedProduct, { productId: number; version: number }>(async () => {
      throw new Error('not provided');
    }),
    suggestSkuStem: fromPromise<SkuStem, void>(async () => ({ sku: 'SKU', identificationNumber: null })),
  },
  actions: {
    recordError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    recordSaved: assign(({ event }) => {
      const saved = (event as unknown as { output: SavedProduct }).output;
      return { productId: saved.id, version: saved.version, status: saved.status };
    }),
    /** Put loaded values in the form (and mark it clean); provided by the view. */
    resetForm: (_, _product: LoadedProduct) => {},
    /** Re-generate the variant matrix with this SKU stem; provided by the view. */
    applyVariants: (_, _stem: SkuStem) => {},
    /** Show a 400's errors on their fields; provided by the view. */
    showServerErrors: (_, _errors: ApiErrorItem[]) => {},
    /** Toast, and open the saved product's edit route after an add or copy; provided by the view. */
    notifySaved: (_, _saved: { productId: number; published: boolean; mode: EditorMode }) => {},
    /** Ask seed §4's question; the view answers with leave.confirm / leave.cancel. */
    askToLeave: () => {},
    proceedLeave: () => {},
    stayHere: () => {},
  },
  guards: {
    isAdd: ({ context }) => context.mode === 'add',
    isDirty: ({ context }) => context.dirty,
    /** Saved before: there is a version to reload (a new product's refused save has none). */
    hasProduct: ({ context }) => context.productId !== null,
    /** Someone else saved meanwhile: a 409 that names no field. */
    isStale: ({ event }) => statusOf(errorOf(event)) === 409 && !onFields(event),
    /** Refused on its fields: a 400, or a 409 on a field (a value another product has). */
    isInvalid: ({ event }) => statusOf(errorOf(event)) === 400 || (statusOf(errorOf(event)) === 409 && onFields(event)),
    hasStem: ({ context }) => context.skuStem !== null,
    wantsPublish: ({ context }) => context.publish,
    /** Publish (or a save of a published product) asks for fields a Draft may leave blank (contract/catalogue/product-publish.ts). */
    lacksToPublish: ({ context }, values: ProductValues) =>
      (context.publish || context.status === 'Active') && missingToPublish(values).length > 0,
    isPublishPending: ({ context }) => context.publishPending,
    becomesDirty: ({ event }) => (event as { dirty?: boolean }).dirty === true,
  },
}).createMachine({
  id: 'productEditor',
  context: ({ input }) => ({
    mode: input.mode,
    productId: input.productId,
    version: null,
    status: null,
    skuStem: null,
    dirty: false,
    publish: false,
    publishPending: false,
    values: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isAdd', target: 'editing' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ mode: context.mode, productId: context.productId }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => {
              const { productId, version, status, skuStem } = event.output;
              return {
                productId,
                version,
                status,
                skuStem,
                mode: productId === null ? ('copy' as const) : ('edit' as const),
                dirty: false,
                error: null,
              };
            }),
            { type: 'resetForm', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'loadFailed', actions: 'recordError' },
      },
    },
    loadFailed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    editing: {
      on: {
        'form.change': { actions: assign({ dirty: ({ event }) => event.dirty }) },
        'save.request': {
          target: 'validating',
          actions: assign({ publish: ({ event }) => event.publish, error: null }),
        },
        'variants.generate': [
          {
            guard: 'hasStem',
            actions: {
              type: 'applyVariants',
              params: ({ context }) => ({ sku: context.skuStem!, identificationNumber: null }),
            },
          },
          { target: 'generating' },
        ],
        'leave.request': [{ guard: 'isDirty', target: 'askingLeave' }, { target: 'left' }],
      },
    },
    generating: {
      invoke: {
        id: 'suggestSkuStem',
        src: 'suggestSkuStem',
        // A fetched suggestion fills what was blank (the SKU, the identification number): that input is unsaved.
        onDone: {
          target: 'editing',
          actions: [
            assign({ skuStem: ({ event }) => event.output.sku, dirty: true }),
            { type: 'applyVariants', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'generationFailed', actions: 'recordError' },
      },
    },
    generationFailed: {
      on: {
        'variants.retry': { target: 'generating', actions: assign({ error: null }) },
        'variants.dismiss': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    validating: {
      invoke: {
        id: 'validateForm',
        src: 'validateForm',
        onDone: [
          {
            guard: { type: 'lacksToPublish', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'showServerErrors', params: ({ event }) => missingToPublish(event.output) },
          },
          { target: 'saving', actions: assign({ values: ({ event }) => event.output }) },
        ],
        // The errors are on the fields already (every one shown): keep editing.
        onError: { target: 'editing' },
      },
    },
    saving: {
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        input: ({ context }) => ({ values: context.values!, productId: context.productId, version: context.version }),
        onDone: [
          { guard: 'wantsPublish', target: 'publishing', actions: ['recordSaved', assign({ publishPending: true })] },
          { target: 'refreshing', actions: 'recordSaved' },
        ],
        onError: [
          { guard: 'isStale', target: 'conflict', actions: 'recordError' },
          {
            guard: 'isInvalid',
            target: 'editing',
            actions: {
              type: 'showServerErrors',
              params: ({ event }) => (event.error as { errors?: ApiErrorItem[] }).errors ?? [],
            },
          },
          { target: 'failed', actions: 'recordError' },
        ],
      },
    },
    publishing: {
      invoke: {
        id: 'publishProduct',
        src: 'publishProduct',
        input: ({ context }) => ({ productId: context.productId!, version: context.version! }),
        onDone: { target: 'refreshing', actions: ['recordSaved', assign({ publishPending: false })] },
        onError: [
          { guard: 'isStale', target: 'conflict', actions: ['recordError', assign({ publishPending: false })] },
          { target: 'failed', actions: 'recordError' },
        ],
      },
    },
    /** The saved product read back, so new variants carry their ids into the next save. */
    refreshing: {
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ mode: 'edit' as const, productId: context.productId }),
        onDone: {
          target: 'saved',
          actions: [
            // The stem the saved product's SKUs were made from, as a load takes it: new variants continue its SKUs.
            assign(({ event }) => ({
              version: event.output.version,
              status: event.output.status,
              skuStem: event.output.skuStem,
              dirty: false,
            })),
            { type: 'resetForm', params: ({ event }) => event.output },
            {
              type: 'notifySaved',
              params: ({ context }) => ({
                productId: context.productId!,
                published: context.publish,
                mode: context.mode,
              }),
            },
            // From now on it is this product's editor, whatever it was opened as.
            assign({ mode: 'edit' as const }),
          ],
        },
        onError: { target: 'loadFailed', actions: 'recordError' },
      },
    },
    saved: {
      on: {
        'form.change': { guard: 'becomesDirty', target: 'editing', actions: assign({ dirty: true }) },
        'save.request': {
          target: 'validating',
          actions: assign({ publish: ({ event }) => event.publish, error: null }),
        },
        // Generating edits the saved product: editing takes it (with its stem, or fetching one).
        'variants.generate': { target: 'editing', actions: raise({ type: 'variants.generate' }) },
        'leave.request': 'left',
      },
    },
    failed: {
      on: {
        'save.retry': [
          { guard: 'isPublishPending', target: 'publishing', actions: assign({ error: null }) },
          { target: 'saving', actions: assign({ error: null }) },
        ],
        'save.dismiss': { target: 'editing', actions: assign({ error: null, publishPending: false }) },
      },
    },
    /** Someone saved the product since it was read: reload it (their version) or keep this input and decide. */
    conflict: {
      on: {
        'product.reload': {
          guard: 'hasProduct',
          target: 'loading',
          actions: assign({ error: null, mode: 'edit' as const }),
        },
        'conflict.dismiss': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    askingLeave: {
      entry: 'askToLeave',
      on: {
        'leave.confirm': 'left',
        'leave.cancel': { target: 'editing', actions: 'stayHere' },
      },
    },
    left: { type: 'final', entry: 'proceedLeave' },
  },
});
