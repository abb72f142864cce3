/** FLASHSALE's own route beside the kit's: the variants a sale can take, by product name or SKU (the form's picker). */
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/envelope';
import { FLASH_SALE_VARIANTS_PATH, SALE_VARIANT_MATCHES, SaleVariantOptionSchema, SaleVariantQuerySchema, flashSaleResource } from '../../contract/resources/flash-sale';
import { products } from '../catalogue/schema';
import { productVariants } from '../catalogue/products/schema';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { escapeLike } from '../search/conditions';

export const flashSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(FLASH_SALE_VARIANTS_PATH, {
    onRequest: requirePermission(`${flashSaleResource.permission}.view`),
    schema: {
      tags: [flashSaleResource.key], summary: `Up to ${SALE_VARIANT_MATCHES} variants whose product name or SKU contains the text`, security: bearerSecurity,
      querystring: SaleVariantQuerySchema,
      response: { 200: envelope(z.array(SaleVariantOptionSchema)), ...errorResponses(400, 401, 403, 500) },
    },
  }, async (request) => {
    const pattern = `%${escapeLike(request.query.q)}%`;
    const rows = await app.db.select({
      variantId: productVariants.id, productId: products.id, productName: products.name, sku: productVariants.sku,
      attributes: productVariants.attributes, price: productVariants.price, specialPrice: productVariants.specialPrice,
    }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId))
      .where(or(ilike(products.name, pattern), ilike(productVariants.sku, pattern)))
      .orderBy(asc(products.name), asc(productVariants.position), asc(productVariants.id)).limit(SALE_VARIANT_MATCHES);
    return ok(rows);
  });
};
