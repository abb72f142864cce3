/** Moderation calls of PRODUCT_COMMENT (contract/catalogue/product-comment.ts): one review at its version, or a selection at once. */
import {
  PRODUCT_COMMENT_API,
  STATUS_OF_ACTION,
  type CommentBulkRequest,
  type CommentBulkResult,
  type ModerationAction,
} from '../../../contract/catalogue/product-comment';
import { api } from '../../lib/api';

/** Publishes, unpublishes or deletes one review read at `version`. */
export async function moderateComment(action: ModerationAction, id: number, version: number): Promise<void> {
  if (action === 'delete') await api.delete<null>(PRODUCT_COMMENT_API.one(id), { query: { version } });
  else await api.put<unknown>(PRODUCT_COMMENT_API.status(id), { status: STATUS_OF_ACTION[action], version });
}

/** The same for a selection (listed ids, or every review a filter matches); answers how many changed. */
export const moderateComments = (request: CommentBulkRequest) =>
  api.post<CommentBulkResult>(PRODUCT_COMMENT_API.bulk, request);
