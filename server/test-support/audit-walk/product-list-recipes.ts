/** Calls for the product list's bulk actions (server/catalogue/products/product-list-routes.ts). */
import { sql } from 'drizzle-orm';
import { PRODUCT_LIST_API } from '../../../contract/catalogue/product-list';
import { queryRows } from '../../db/transaction';
import type { Recipe } from './walk';

export const PRODUCT_LIST_RECIPES: Record<string, Recipe> = {
  // A selection of one product: a bulk request writes one row per product it changes.
  [`POST /api${PRODUCT_LIST_API.bulk}`]: async (walk) => {
    const admin = await walk.signIn();
    const rows = await queryRows<{ id: number; status: string }>(
      walk.db,
      sql`select id, status from products order by id offset ${walk.next() % 20} limit 1`,
    );
    if (!rows[0]) throw new Error('product: no demo product for the audit walk');
    const action = rows[0].status === 'Active' ? 'deactivate' : 'publish';
    return [
      {
        method: 'POST',
        url: PRODUCT_LIST_API.bulk,
        body: { action, selection: { kind: 'ids', ids: [rows[0].id] } },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
};
