/**
 * The product editor machine with its effects: the API calls, the form's validation and reset, the variant
 * matrix and the leave question. Built once per editor; what changes while it lives (the set's attribute order,
 * the held navigation) is read from `live` when an effect runs.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FieldPath, UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import type { NavigateFunction } from 'react-router';
import { fromPromise } from 'xstate';
import { MESSAGES, SUCCESS, routePath } from '../../../../contract';
import type { ProductValues } from '../../../../contract/catalogue/product';
import { productEditorMachine, type SkuStem } from '../../../../machines/catalogue/product-editor.machine';
import { regenerateVariants, type ProductFormValues } from '../../../../machines/catalogue/product-editor.values';
import type { ConfirmFn } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { loadProduct, saveProduct, setProductStatus, suggestSku } from './product-editor-api';

export type ProductForm = UseFormReturn<ProductFormValues>;

/** What effects read at the moment they run. */
export interface LiveEditorState {
  /** The chosen attribute set's attribute names, in the set's order. */
  order: string[];
  /** Releases the move held by the leave guard. */
  proceed: () => void;
  stay: () => void;
}

export interface EditorDeps {
  queryClient: QueryClient;
  form: ProductForm;
  replaceVariants: UseFieldArrayReturn<ProductFormValues, 'variants', 'rowKey'>['replace'];
  navigate: NavigateFunction;
  confirm: ConfirmFn;
  setServerNote: (note: string | null) => void;
  live: LiveEditorState;
}

/** The matrix (variable) or the one SKU (simple) from a stem; a blank identification number takes the fresh one. */
function applyVariants({ form, replaceVariants, live }: EditorDeps, stem: SkuStem) {
  const values = form.getValues();
  const set = { shouldDirty: true, shouldValidate: true } as const;
  if (values.kind === 'variable')
    replaceVariants(regenerateVariants(values.variants, live.order, values.attributeValues, stem.sku));
  else if (!values.variants[0]?.sku) form.setValue('variants.0.sku', stem.sku, set);
  if (!values.identificationNumber && stem.identificationNumber)
    form.setValue('identificationNumber', stem.identificationNumber, set);
}

/** Gives the browser its turn (to paint what a press changed) before long work: `scheduler.yield`, else a task. */
const yieldToBrowser = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve, 0));

export function editorMachine(deps: EditorDeps) {
  const { queryClient, form, navigate, confirm, setServerNote, live } = deps;
  return productEditorMachine.provide({
    actors: {
      loadProduct: fromPromise(({ input }) =>
        loadProduct(queryClient, input.mode === 'copy' ? 'copy' : 'edit', input.productId!),
      ),
      // The press paints its spinner first: the whole form (up to 500 variants) is then validated in a task of its own (INP).
      // handleSubmit marks the form submitted: every field shows its first error (the form-wide touch).
      validateForm: fromPromise(async () => {
        await yieldToBrowser();
        return new Promise<ProductValues>((resolve, reject) => {
          void form.handleSubmit(
            (parsed) => resolve(parsed as unknown as ProductValues),
            () => reject(new Error('invalid')),
          )();
        });
      }),
      saveProduct: fromPromise(({ input }) => saveProduct(queryClient, input.values, input.productId, input.version)),
      publishProduct: fromPromise(({ input }) =>
        setProductStatus(queryClient, input.productId, input.version, 'Active'),
      ),
      suggestSkuStem: fromPromise(async (): Promise<SkuStem> => suggestSku()),
    },
    actions: {
      resetForm: (_, loaded) => {
        setServerNote(null);
        form.reset(loaded.values);
      },
      applyVariants: (_, stem) => applyVariants(deps, stem),
      showServerErrors: (_, errors) => {
        const unplaced: string[] = [];
        for (const e of errors) {
          // The focus goes to the first field named, the first a person corrects.
          if (e.field)
            form.setError(
              e.field as FieldPath<ProductFormValues>,
              { type: 'server', message: e.message },
              { shouldFocus: e === errors.find((x) => x.field) },
            );
          else unplaced.push(e.message);
        }
        setServerNote(unplaced.join(' ') || null);
      },
      notifySaved: (_, saved) => {
        // Seed §8: a new product (an add or a copy) is 'saved', a change to one 'updated'.
        toast.success(
          saved.published
            ? SUCCESS.statusUpdated('product')
            : saved.mode === 'edit'
              ? SUCCESS.updated('product')
              : SUCCESS.saved('product'),
        );
        if (saved.mode !== 'edit')
          navigate(routePath('EDIT_PRODUCT', { action: 'edit', id: saved.productId }), { replace: true });
      },
      askToLeave: ({ self }) =>
        void confirm({ message: MESSAGES.unsavedLeave }).then((ok) =>
          self.send({ type: ok ? 'leave.confirm' : 'leave.cancel' }),
        ),
      proceedLeave: () => live.proceed(),
      stayHere: () => live.stay(),
    },
  });
}
