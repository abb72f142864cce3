/**
 * Moderation of reviews from PRODUCT_COMMENT: publish, unpublish or delete one review (at its version) or a
 * selection (the listed ids, or every review the filter matches), each after a confirmation, then the list
 * refreshes and a toast says how many changed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  moderationDone,
  moderationQuestion,
  productCommentResource,
  type CommentBulkRequest,
  type ModerationAction,
} from '../../../contract/catalogue/product-comment';
import { useConfirm } from '../../components/confirm';
import type { TableSelection } from '../../components/data-table';
import { toast } from '../../components/toast';
import { invalidateWrites } from '../../lib/write-effects';
import { moderateComment, moderateComments } from './product-comment-api';

type Row = { id: number; version: number };

/** The selection as the bulk route takes it. */
const bulkSelection = (selection: TableSelection): CommentBulkRequest['selection'] =>
  selection.kind === 'all'
    ? { kind: 'all', criteria: selection.criteria, dataOption: selection.dataOption }
    : { kind: 'ids', ids: selection.ids.map(Number) };

export function useCommentModeration() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  return useMemo(() => {
    // The reviews and the dashboard's 'reviews waiting' (lib/write-effects.ts).
    const refresh = () => invalidateWrites(queryClient, [productCommentResource.key]);
    const ask = (action: ModerationAction, count: number, run: () => Promise<number>) =>
      confirm({
        message: moderationQuestion(action, count),
        intent: action === 'delete' ? 'danger' : 'primary',
        confirmText: action === 'delete' ? 'Delete' : action === 'publish' ? 'Publish' : 'Unpublish',
        onConfirm: async () => {
          const changed = await run();
          await refresh();
          toast.success(moderationDone(action, changed));
        },
      });
    return {
      /** One review, read at its version. */
      one(action: ModerationAction, row: Row) {
        return ask(action, 1, async () => {
          await moderateComment(action, row.id, row.version);
          return 1;
        });
      },
      /** A selection of `count` reviews; resolves true when it ran. */
      bulk(action: ModerationAction, selection: TableSelection, count: number) {
        return ask(action, count, async () => {
          const result = await moderateComments({ action, selection: bulkSelection(selection) });
          return result.changed;
        });
      },
    };
  }, [queryClient, confirm]);
}
