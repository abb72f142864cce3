/** The storefront's catalogue reads (scope `catalogue.read`): products, one product, the category tree, the home page. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { STORE_API } from '../../contract/store/store-api';
import {
  StoreCategorySchema,
  StoreHomeSchema,
  StoreIdParamsSchema,
  StoreProductPageSchema,
  StoreProductQuerySchema,
  StoreProductSchema,
} from '../../contract/store/store-catalogue';
import { storefrontAt } from '../content/storefront-preview';
import { notFound } from '../platform/http/http-errors';
import { errorResponses } from '../platform/openapi/routes';
import { shopNow } from '../platform/shop-time';
import { readStoreProduct, storeCategoryTree } from './catalogue-reads';
import { listStoreProducts } from './product-list';
import { security, notModified, readErrors } from './route-parts';

const tags = ['catalogue'];
const config = { scope: 'catalogue.read' as const };

export const storeCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STORE_API.products,
    {
      config,
      schema: {
        tags,
        operationId: 'storeListProducts',
        summary: 'A page of Active products by name, each at the price a shopper pays now, optionally of a category',
        security,
        querystring: StoreProductQuerySchema,
        response: { 200: envelope(StoreProductPageSchema), ...notModified, ...readErrors },
      },
    },
    async (request) => ok(await listStoreProducts(app.db, request.query, shopNow())),
  );

  app.get(
    STORE_API.product(':id'),
    {
      config,
      schema: {
        tags,
        operationId: 'storeGetProduct',
        summary:
          'One Active product: variants priced now with availability, images, specifications, size chart, FAQs and published reviews',
        security,
        params: StoreIdParamsSchema,
        response: { 200: envelope(StoreProductSchema), ...notModified, ...readErrors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const product = await readStoreProduct(app.db, request.params.id, shopNow());
      if (!product) throw notFound();
      return ok(product);
    },
  );

  app.get(
    STORE_API.categories,
    {
      config,
      schema: {
        tags,
        operationId: 'storeListCategories',
        summary: 'The Active categories as a tree, in the shop’s order',
        security,
        response: { 200: envelope(z.array(StoreCategorySchema)), ...notModified, ...readErrors },
      },
    },
    async () => ok(await storeCategoryTree(app.db)),
  );

  app.get(
    STORE_API.home,
    {
      config,
      schema: {
        tags,
        operationId: 'storeGetHome',
        summary:
          'The home page as it shows now: sliders and feature sections in order, their products priced now, flash sales, promo codes and blog posts (the portal’s Preview at, at this moment)',
        security,
        response: { 200: envelope(StoreHomeSchema), ...notModified, ...readErrors },
      },
    },
    async () => {
      const { promoCodes: _codes, ...home } = await storefrontAt(app.db, shopNow());
      return ok(home);
    },
  );
};
