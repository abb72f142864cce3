/** Calls for MANAGE_STOCK's writes (server/catalogue/stock/routes.ts): a hand adjustment and a low-stock threshold. */
import { sql } from 'drizzle-orm';
import { STOCK_API } from '../../../contract/catalogue/stock';
import { queryRows } from '../../db/transaction';
import type { Recipe, Walk } from './walk';

type Variant = { id: number; version: number; low_stock_threshold: number };

async function someVariant(walk: Walk): Promise<Variant> {
  const rows = await queryRows<Variant>(
    walk.db,
    sql`select id, version, low_stock_threshold from product_variants order by id offset ${walk.next() % 20} limit 1`,
  );
  if (!rows[0]) throw new Error('stock: no demo variant for the audit walk');
  return rows[0];
}

export const STOCK_RECIPES: Record<string, Recipe> = {
  [`POST /api${STOCK_API.adjustments}`]: async (walk) => {
    const admin = await walk.signIn();
    const variant = await someVariant(walk);
    return [
      {
        method: 'POST',
        url: STOCK_API.adjustments,
        body: { variantId: variant.id, delta: 5, reason: 'received', note: 'Audit walk' },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`PUT /api${STOCK_API.threshold('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const variant = await someVariant(walk);
    return [
      {
        method: 'PUT',
        url: STOCK_API.threshold(variant.id),
        body: { lowStockThreshold: variant.low_stock_threshold + 1, version: variant.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
};
