/** Calls for the product editor's routes (server/catalogue/products/product-routes.ts), each on a product made for it. */
import { sql } from 'drizzle-orm';
import { PRODUCT_API, type ProductDetail, type ProductInput } from '../../../contract/catalogue/product';
import { queryRows } from '../../db/transaction';
import type { Recipe, Walk } from './walk';

/** A valid simple product body, unique by the walk's counter. */
async function productBody(walk: Walk): Promise<ProductInput> {
  const [category] = await queryRows<{ id: number }>(walk.db, sql`select id from categories order by id limit 1`);
  const n = walk.next();
  return {
    name: `Audit walk product ${n}`,
    identificationNumber: `AUDIT-WALK-${n}`,
    hsn: '6205',
    brand: 'Walk',
    categoryIds: [category.id],
    variants: [{ sku: `AUDIT-WALK-SKU-${n}`, price: 100, openingStock: 2 }],
  };
}

/** A product created for the call (set-up, not counted). */
async function freshProduct(walk: Walk, token: string): Promise<{ body: ProductInput; detail: ProductDetail }> {
  const body = await productBody(walk);
  return {
    body,
    detail: (await walk.prepare({ method: 'POST', url: PRODUCT_API.create, body, token })) as ProductDetail,
  };
}

export const PRODUCT_EDITOR_RECIPES: Record<string, Recipe> = {
  [`POST /api${PRODUCT_API.create}`]: async (walk) => {
    const admin = await walk.signIn();
    return [
      {
        method: 'POST',
        url: PRODUCT_API.create,
        body: await productBody(walk),
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
  [`PUT /api${PRODUCT_API.one('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const { body, detail } = await freshProduct(walk, admin.token);
    const product = {
      ...body,
      name: `${body.name} renamed`,
      variants: [{ ...body.variants[0], id: detail.variants[0].id }],
    };
    return [
      {
        method: 'PUT',
        url: PRODUCT_API.one(detail.id),
        body: { product, version: detail.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`PUT /api${PRODUCT_API.status('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const { detail } = await freshProduct(walk, admin.token);
    return [
      {
        method: 'PUT',
        url: PRODUCT_API.status(detail.id),
        body: { status: 'Active', version: detail.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`DELETE /api${PRODUCT_API.one('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const { detail } = await freshProduct(walk, admin.token);
    return [
      {
        method: 'DELETE',
        url: `${PRODUCT_API.one(detail.id)}?version=${detail.version}`,
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
};
