/**
 * FLASHSALE's own routes beside the kit's: the variants a sale can take, by product name or SKU (the form's picker),
 * and a product's sales (the product editor's prices).
 */
import { and, asc, eq, gt, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { MAX_SALE_ITEMS } from '../../contract/content/flash-sale-prices';
import {
  FLASH_SALE_API,
  ProductSalesSchema,
  SALE_VARIANT_MATCHES,
  SaleVariantOptionSchema,
  SaleVariantQuerySchema,
  flashSaleResource,
  type ProductSale,
} from '../../contract/content/flash-sale';
import { products } from '../catalogue/schema';
import { productVariants } from '../catalogue/products/schema';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { shopNow } from '../platform/shop-time';
import { IdParamsSchema } from '../resources/read-routes';
import { escapeLike } from '../search/conditions';
import { flashSaleItems, flashSales } from './flash-sale.resource';

export const flashSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    FLASH_SALE_API.variants,
    {
      onRequest: requirePermission(`${flashSaleResource.permission}.view`),
      schema: {
        tags: [flashSaleResource.key],
        summary: `Up to ${SALE_VARIANT_MATCHES} variants whose product name or SKU contains the text, or every variant of one product`,
        security: bearerSecurity,
        querystring: SaleVariantQuerySchema,
        response: { 200: envelope(z.array(SaleVariantOptionSchema)), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const { q, productId } = request.query;
      const pattern = `%${escapeLike(q)}%`;
      const rows = await app.db
        .select({
          variantId: productVariants.id,
          productId: products.id,
          productName: products.name,
          sku: productVariants.sku,
          attributes: productVariants.attributes,
          price: productVariants.price,
          specialPrice: productVariants.specialPrice,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          productId === undefined
            ? or(ilike(products.name, pattern), ilike(productVariants.sku, pattern))
            : eq(products.id, productId),
        )
        .orderBy(asc(products.name), asc(productVariants.position), asc(productVariants.id))
        .limit(productId === undefined ? SALE_VARIANT_MATCHES : MAX_SALE_ITEMS);
      return ok(rows);
    },
  );

  app.get(
    FLASH_SALE_API.productSales(':id'),
    {
      onRequest: requirePermission('catalogue.product.view'),
      schema: {
        tags: ['product'],
        summary: "The Active flash sales of the product's variants that have not ended, with its variants' sale prices",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: envelope(ProductSalesSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const at = shopNow();
      const rows = await app.db
        .select({
          id: flashSales.id,
          name: flashSales.name,
          status: flashSales.status,
          startsAt: flashSales.startsAt,
          endsAt: flashSales.endsAt,
          variantId: flashSaleItems.variantId,
          salePrice: flashSaleItems.salePrice,
          discountPercent: flashSaleItems.discountPercent,
        })
        .from(flashSaleItems)
        .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.saleId))
        .where(
          and(
            eq(flashSaleItems.productId, request.params.id),
            eq(flashSales.status, 'Active'),
            gt(flashSales.endsAt, at),
          ),
        )
        .orderBy(asc(flashSales.startsAt), asc(flashSales.id), asc(flashSaleItems.position));
      const sales = new Map<number, ProductSale>();
      for (const row of rows) {
        const sale = sales.get(row.id) ?? {
          id: row.id,
          name: row.name,
          status: row.status,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          items: [],
        };
        sale.items.push({
          variantId: row.variantId,
          salePrice: row.salePrice === null ? null : Number(row.salePrice),
          discountPercent: row.discountPercent,
        });
        sales.set(row.id, sale);
      }
      return ok({ at: at.toISOString(), sales: [...sales.values()] });
    },
  );
};
