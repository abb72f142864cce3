/**
 * The product list's bulk route (permission `catalogue.product`): publish, deactivate, draft or delete a
 * selection in one transaction. Search and CSV export are the kit's (server/resources/read-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../contract/platform/envelope';
import { hasPermission } from '../../../contract/platform/permissions';
import {
  PRODUCT_LIST_API,
  ProductBulkResultSchema,
  ProductBulkSchema,
  productListResource,
} from '../../../contract/catalogue/product-list';
import { requirePermission } from '../../platform/auth/auth-plugin';
import { noPermission } from '../../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../../platform/openapi/routes';
import { bulkProducts } from './product-bulk';

export const productListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PRODUCT_LIST_API.bulk,
    {
      // Deleting needs the delete permission; status changes the edit one (checked in the handler).
      onRequest: requirePermission('catalogue.product.edit'),
      schema: {
        tags: [productListResource.key],
        summary:
          'Publish, deactivate, move to draft or delete the listed products, or every product a filter matches, in one transaction; products with orders are never deleted and come back as refused',
        security: bearerSecurity,
        body: ProductBulkSchema,
        response: { 200: envelope(ProductBulkResultSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      if (request.body.action === 'delete' && !hasPermission(request.user!, 'catalogue.product.delete'))
        throw noPermission();
      return ok(await bulkProducts(app.db, request.body.action, request.body.selection));
    },
  );
};
