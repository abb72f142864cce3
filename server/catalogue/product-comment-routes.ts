/**
 * PRODUCT_COMMENT's moderation API (permission `catalogue.comment`): a review's status (Published /
 * Unpublished) and its delete, each read at its version (stale → 409), and the same for a selection in one
 * request. The search, export and read of one review are the kit's (server/resources/read-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { VersionSchema } from '../../contract/platform/resource';
import {
  CommentBulkResultSchema,
  CommentBulkSchema,
  CommentStatusChangeSchema,
  PRODUCT_COMMENT_API,
  productCommentResource,
} from '../../contract/catalogue/product-comment';
import { hasPermission } from '../../contract/platform/permissions';
import { requirePermission } from '../platform/auth/auth-plugin';
import { noPermission } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { IdParamsSchema } from '../resources/read-routes';
import { deleteRow, updateRow } from '../resources/writes';
import type { SearchSource } from '../search/source';
import { moderateComments } from './product-comment-moderation';
import { productCommentBinding } from './product-comment.resource';

const tags = [productCommentResource.key];
const { source } = productCommentBinding;

export const productCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    PRODUCT_COMMENT_API.status(':id'),
    {
      onRequest: requirePermission('catalogue.comment.edit'),
      schema: {
        tags,
        summary: 'Publish or unpublish a review read at `version`',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: CommentStatusChangeSchema,
        response: { 200: envelope(productCommentResource.row), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) =>
      ok(
        await updateRow(
          app.db,
          source,
          request.params.id,
          request.body.version,
          { status: request.body.status },
          'status',
        ),
      ),
  );

  app.delete(
    PRODUCT_COMMENT_API.one(':id'),
    {
      onRequest: requirePermission('catalogue.comment.delete'),
      schema: {
        tags,
        summary: 'Delete a review read at `version`',
        security: bearerSecurity,
        params: IdParamsSchema,
        querystring: VersionSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      await deleteRow(app.db, source as unknown as SearchSource, request.params.id, request.query.version);
      return ok(null);
    },
  );

  app.post(
    PRODUCT_COMMENT_API.bulk,
    {
      // Deleting needs the delete permission; publishing and unpublishing the edit one (checked in the handler).
      onRequest: requirePermission('catalogue.comment.edit'),
      schema: {
        tags,
        summary:
          'Publish, unpublish or delete the listed reviews, or every review a filter matches, in one transaction',
        security: bearerSecurity,
        body: CommentBulkSchema,
        response: { 200: envelope(CommentBulkResultSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      if (request.body.action === 'delete' && !hasPermission(request.user!, 'catalogue.comment.delete'))
        throw noPermission();
      return ok(await moderateComments(app.db, request.body.action, request.body.selection));
    },
  );
};
