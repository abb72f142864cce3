/**
 * The product editor's API (ADD_PRODUCT / EDIT_PRODUCT, permission `catalogue.product`): read one product
 * whole, create it, save it whole at a version, publish or withdraw it, delete it, and take fresh numbers for
 * a new product or a copy. A copy has no route of its own: the editor reads the source and takes numbers.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../contract/platform/envelope';
import { PRODUCT_API, ProductInputSchema, ProductUpdateSchema } from '../../../contract/catalogue/product';
import {
  ProductDetailOutputSchema,
  ProductStatusChangeSchema,
  SkuSuggestionSchema,
} from '../../../contract/catalogue/product-api';
import { VersionSchema } from '../../../contract/platform/resource';
import { withTransaction } from '../../db/transaction';
import { requirePermission } from '../../platform/auth/auth-plugin';
import { notFound } from '../../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../../platform/openapi/routes';
import { IdParamsSchema } from '../../resources/read-routes';
import { takeNumber } from '../../platform/prefix-numbers';
import { readProduct } from './product-read';
import { changeProductStatus, createProduct, deleteProduct, updateProduct } from './product-save';

const tags = ['product'];
const detailEnvelope = envelope(ProductDetailOutputSchema);

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PRODUCT_API.skuSuggestion,
    {
      onRequest: requirePermission('catalogue.product.add'),
      schema: {
        tags,
        summary:
          'Take the next SKU stem (SKU prefix) and identification number (product prefix): each is handed out once',
        security: bearerSecurity,
        response: { 200: envelope(SkuSuggestionSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async () =>
      ok(
        await withTransaction(app.db, async (tx) => ({
          sku: await takeNumber(tx, 'sku'),
          identificationNumber: await takeNumber(tx, 'product'),
        })),
      ),
  );

  app.get(
    PRODUCT_API.one(':id'),
    {
      onRequest: requirePermission('catalogue.product.view'),
      schema: {
        tags,
        summary: 'A product with every field, its variants (with stock), images, categories, specifications and FAQs',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: detailEnvelope, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const product = await readProduct(app.db, request.params.id);
      if (!product) throw notFound();
      return ok(product);
    },
  );

  app.post(
    PRODUCT_API.create,
    {
      onRequest: requirePermission('catalogue.product.add'),
      schema: {
        tags,
        summary:
          'Add a product (a Draft) with its variants, images, categories, specifications and FAQs, in one transaction',
        security: bearerSecurity,
        body: ProductInputSchema,
        response: { 201: detailEnvelope, ...errorResponses(400, 401, 403, 409, 413, 500) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await createProduct(app.db, request.body))),
  );

  app.put(
    PRODUCT_API.one(':id'),
    {
      onRequest: requirePermission('catalogue.product.edit'),
      schema: {
        tags,
        summary:
          'Save the whole product read at `version` in one transaction (variants without id are added, those left out removed)',
        description:
          "Existing variants keep their stock (it moves only through the stock ledger); a new variant's opening stock is received in the ledger.",
        security: bearerSecurity,
        params: IdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: detailEnvelope, ...errorResponses(400, 401, 403, 404, 409, 413, 500) },
      },
    },
    async (request) => ok(await updateProduct(app.db, request.params.id, request.body.version, request.body.product)),
  );

  app.put(
    PRODUCT_API.status(':id'),
    {
      onRequest: requirePermission('catalogue.product.edit'),
      schema: {
        tags,
        summary: 'Set a product Draft, Active (publish) or Inactive',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: ProductStatusChangeSchema,
        response: { 200: detailEnvelope, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) =>
      ok(await changeProductStatus(app.db, request.params.id, request.body.version, request.body.status)),
  );

  app.delete(
    PRODUCT_API.one(':id'),
    {
      onRequest: requirePermission('catalogue.product.delete'),
      schema: {
        tags,
        summary:
          'Delete a product read at `version` with its variants and lists (refused with 409 naming the orders that hold it)',
        security: bearerSecurity,
        params: IdParamsSchema,
        querystring: VersionSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      await deleteProduct(app.db, request.params.id, request.query.version);
      return ok(null);
    },
  );
};
