/** The product editor's sample events for generated paths: add, edit and copy starts; each answer of load, validation (complete, or a Draft's only), save, publish and SKU stem; leaving. */
import type { EventObject } from 'xstate';
import { productEditorMachine, type LoadedProduct, type SavedProduct } from './product-editor.machine';
import { emptyProduct } from './product-editor.values';
import type { MachineModel } from '../platform/model';

const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, status: number): EventObject =>
  ({
    type: `xstate.error.actor.${id}`,
    error: {
      status,
      message:
        status === 409
          ? 'This record was changed by someone else. Reload it to see the latest version.'
          : 'We are facing some technical error, Please try again after sometime.',
      errors: [],
    },
  }) as EventObject;

const loaded: LoadedProduct = {
  values: emptyProduct(),
  productId: 7,
  version: 3,
  status: 'Draft',
  skuStem: 'SKU-1042',
};
/** Valid form values: complete, and a Draft's without what Publish asks for (contract/catalogue/product-publish.ts). */
const complete = { name: 'Shirt', hsn: '6205', brand: 'Biba', categoryIds: [1] };
export const draftOnly = { name: 'Shirt', hsn: '', brand: '', categoryIds: [1] };
const saved: SavedProduct = { id: 7, version: 4, status: 'Draft' };

export const productEditorModel: MachineModel = {
  name: 'product editor',
  machine: productEditorMachine,
  inputs: [
    { mode: 'add', productId: null },
    { mode: 'edit', productId: 7 },
  ],
  events: [
    { type: 'form.change', dirty: true } as EventObject,
    { type: 'save.request', publish: false } as EventObject,
    { type: 'save.request', publish: true } as EventObject,
    { type: 'save.retry' },
    { type: 'save.dismiss' },
    { type: 'product.reload' },
    { type: 'conflict.dismiss' },
    { type: 'load.retry' },
    { type: 'variants.generate' },
    { type: 'variants.retry' },
    { type: 'variants.dismiss' },
    { type: 'leave.request' },
    { type: 'leave.confirm' },
    { type: 'leave.cancel' },
    done('loadProduct', loaded),
    failed('loadProduct', 500),
    done('validateForm', complete),
    done('validateForm', draftOnly),
    { type: 'xstate.error.actor.validateForm', error: { message: 'invalid' } } as EventObject,
    done('saveProduct', saved),
    failed('saveProduct', 400),
    failed('saveProduct', 409),
    failed('saveProduct', 500),
    done('publishProduct', { ...saved, version: 5, status: 'Active' }),
    failed('publishProduct', 409),
    failed('publishProduct', 500),
    done('suggestSkuStem', { sku: 'SKU-1042', identificationNumber: 'PRD100231' }),
    failed('suggestSkuStem', 500),
  ],
};
