/**
 * Bulk actions of the product list: publish, deactivate, back to draft or delete a selection (the ticked
 * products, or every product the filter matches), each after a confirmation; then the list refreshes and a
 * toast says how many changed, and which were kept (a product with orders is never deleted).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  productBulkDone,
  productBulkQuestion,
  productListResource,
  type ProductBulkAction,
  type ProductBulkRequest,
} from '../../../../contract/catalogue/product-list';
import { useConfirm } from '../../../components/confirm';
import type { TableSelection } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { runWrite } from '../../../lib/write-effects';
import { runProductBulk } from './product-list-api';

/** The selection as the bulk route takes it. */
const bulkSelection = (selection: TableSelection): ProductBulkRequest['selection'] =>
  selection.kind === 'all'
    ? { kind: 'all', criteria: selection.criteria, dataOption: selection.dataOption }
    : { kind: 'ids', ids: selection.ids.map(Number) };

const CONFIRM_TEXT: Record<ProductBulkAction, string> = {
  publish: 'Publish',
  deactivate: 'Make Inactive',
  draft: 'Move to Draft',
  delete: 'Delete',
};

export function useProductBulk() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  return useMemo(
    () => ({
      /** `count` products of a selection; resolves true when it ran. */
      run(action: ProductBulkAction, selection: TableSelection, count: number) {
        return confirm({
          message: productBulkQuestion(action, count),
          intent: action === 'delete' ? 'danger' : 'primary',
          confirmText: CONFIRM_TEXT[action],
          onConfirm: async () => {
            // A product write: the product and stock lists and counts read again (lib/write-effects.ts).
            const result = await runWrite(queryClient, [productListResource.key], () =>
              runProductBulk({ action, selection: bulkSelection(selection) }),
            );
            if (result.refused.length && result.changed === 0) toast.warning(productBulkDone(action, result));
            else toast.success(productBulkDone(action, result));
          },
        });
      },
    }),
    [queryClient, confirm],
  );
}
