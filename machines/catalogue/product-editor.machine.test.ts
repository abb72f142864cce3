import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ProductValues } from '../../contract/catalogue/product';
import {
  productEditorMachine,
  type LoadedProduct,
  type SaveProductInput,
  type SavedProduct,
  type SkuStem,
} from './product-editor.machine';
import { productEditorModel } from './product-editor.model';
import { emptyProduct } from './product-editor.values';
import { coverage, transitionPaths } from '../platform/model';
import { replayPath } from '../platform/replay';

const loaded = (version: number): LoadedProduct => ({
  values: emptyProduct(),
  productId: 7,
  version,
  status: 'Draft',
  skuStem: 'SKU-7',
});
const values = { name: 'Shirt', hsn: '6205', brand: 'Biba', categoryIds: [1] } as ProductValues;
const stale = Object.assign(new Error('This record was changed by someone else.'), { status: 409 });
const down = Object.assign(new Error('We are facing some technical error, Please try again after sometime.'), {
  status: 500,
});

/** The machine with real effects standing in for the API: a counter of each call. */
function editor(
  mode: 'add' | 'edit',
  effects: {
    save?: (i: SaveProductInput) => Promise<SavedProduct>;
    publish?: () => Promise<SavedProduct>;
    values?: ProductValues;
  } = {},
) {
  const calls = {
    load: 0,
    save: [] as SaveProductInput[],
    publish: 0,
    applied: [] as string[],
    notified: 0,
    fieldErrors: [] as string[],
  };
  const machine = productEditorMachine.provide({
    actors: {
      loadProduct: fromPromise(async () => {
        calls.load++;
        return loaded(3 + calls.load);
      }),
      validateForm: fromPromise(async () => effects.values ?? values),
      saveProduct: fromPromise(async ({ input }) => {
        calls.save.push(input);
        return (effects.save ?? (async () => ({ id: 7, version: 4, status: 'Draft' as const })))(input);
      }),
      publishProduct: fromPromise(async () => {
        calls.publish++;
        return (effects.publish ?? (async () => ({ id: 7, version: 5, status: 'Active' as const })))();
      }),
      suggestSkuStem: fromPromise(
        async (): Promise<SkuStem> => ({ sku: 'SKU-1042', identificationNumber: 'PRD100231' }),
      ),
    },
    actions: {
      applyVariants: (_, stem) => {
        calls.applied.push(`${stem.sku} ${stem.identificationNumber}`);
      },
      notifySaved: () => {
        calls.notified++;
      },
      showServerErrors: (_, errors) => {
        calls.fieldErrors.push(...errors.map((e) => e.field ?? ''));
      },
    },
  });
  return { actor: createActor(machine, { input: { mode, productId: mode === 'add' ? null : 7 } }).start(), calls };
}

describe('product editor machine', () => {
  const paths = transitionPaths(productEditorModel);

  it('takes every state and every defined transition', () => {
    const c = coverage(productEditorModel, paths);
    expect(c.uncovered).toEqual([]);
    expect(c.statesCovered).toBe(c.states);
  });

  it('replays every generated path', async () => {
    for (const path of paths) await replayPath(productEditorModel.machine, path);
  }, 60_000);

  it('publishes after the save, and a failed publish retries the publish only (the product is created once)', async () => {
    let publishes = 0;
    const { actor, calls } = editor('add', {
      publish: async () => {
        if (publishes++ === 0) throw down;
        return { id: 7, version: 5, status: 'Active' };
      },
    });
    actor.send({ type: 'save.request', publish: true });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'save.retry' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls.save).toHaveLength(1);
    expect(calls.save[0]).toMatchObject({ productId: null, version: null });
    expect(calls.publish).toBe(2);
    expect(actor.getSnapshot().context).toMatchObject({ productId: 7, version: 4, status: 'Draft', mode: 'edit' });
  });

  it('saves a Draft without HSN and brand, and Publish shows what it asks for on their fields without saving', async () => {
    const { actor, calls } = editor('add', { values: { ...values, hsn: '', brand: '' } });
    actor.send({ type: 'save.request', publish: true });
    await waitFor(actor, (s) => s.matches('editing') && calls.fieldErrors.length > 0);
    expect(calls.fieldErrors).toEqual(['hsn', 'brand']);
    expect(calls.save).toHaveLength(0);
    actor.send({ type: 'save.request', publish: false });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls.save).toHaveLength(1);
    expect(calls.publish).toBe(0);
  });

  it('a stale save offers a reload that reads the newer version and saves on top of it', async () => {
    let saves = 0;
    const { actor, calls } = editor('edit', {
      save: async () => {
        if (saves++ === 0) throw stale;
        return { id: 7, version: 6, status: 'Draft' };
      },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'save.request', publish: false });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'product.reload' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'save.request', publish: false });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls.save.map((s) => s.version)).toEqual([4, 5]);
  });

  it('fetches the SKU stem once, then generates without asking again', async () => {
    const { actor, calls } = editor('add');
    actor.send({ type: 'variants.generate' });
    await waitFor(actor, (s) => s.matches('editing') && calls.applied.length === 1);
    actor.send({ type: 'variants.generate' });
    // The fresh identification number comes with the first suggestion only.
    expect(calls.applied).toEqual(['SKU-1042 PRD100231', 'SKU-1042 null']);
  });

  it("after a new product is saved, generating continues the saved SKUs' stem instead of fetching another", async () => {
    const { actor, calls } = editor('add');
    actor.send({ type: 'save.request', publish: false });
    await waitFor(actor, (s) => s.matches('saved'));
    actor.send({ type: 'variants.generate' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.applied).toEqual(['SKU-7 null']);
  });

  it('takes a fetched suggestion as unsaved input, so leaving asks; a known stem changes nothing by itself', async () => {
    const { actor } = editor('add');
    actor.send({ type: 'variants.generate' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'leave.request' });
    expect(actor.getSnapshot().value).toBe('askingLeave');

    const known = editor('edit').actor;
    await waitFor(known, (s) => s.matches('editing'));
    known.send({ type: 'variants.generate' });
    expect(known.getSnapshot().context.dirty).toBe(false);
  });

  it('offers no reload after a refused save of a product never saved (there is no version to read)', async () => {
    const { actor } = editor('add', {
      save: async () => {
        throw stale;
      },
    });
    actor.send({ type: 'save.request', publish: false });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(actor.getSnapshot().can({ type: 'product.reload' })).toBe(false);
    actor.send({ type: 'conflict.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it("shows a 409 on a field (an identification number another product has) on the field, not as someone else's newer save", async () => {
    const taken = Object.assign(new Error('identification number already exists'), {
      status: 409,
      errors: [{ field: 'identificationNumber', message: 'identification number already exists' }],
    });
    const shown: unknown[] = [];
    const machine = productEditorMachine.provide({
      actors: {
        validateForm: fromPromise(async () => values),
        saveProduct: fromPromise(async (): Promise<SavedProduct> => {
          throw taken;
        }),
      },
      actions: {
        showServerErrors: (_, errors) => {
          shown.push(...errors);
        },
      },
    });
    const actor = createActor(machine, { input: { mode: 'add', productId: null } }).start();
    actor.send({ type: 'save.request', publish: false });
    await waitFor(actor, (s) => s.matches('editing') && shown.length > 0);
    expect(shown).toEqual(taken.errors);
  });

  it('asks before leaving only with unsaved input', () => {
    const clean = editor('add').actor;
    clean.send({ type: 'leave.request' });
    expect(clean.getSnapshot().status).toBe('done');
    const dirty = editor('add').actor;
    dirty.send({ type: 'form.change', dirty: true });
    dirty.send({ type: 'leave.request' });
    expect(dirty.getSnapshot().value).toBe('askingLeave');
    dirty.send({ type: 'leave.cancel' });
    expect(dirty.getSnapshot().value).toBe('editing');
  });
});
