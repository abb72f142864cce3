/** Calls for the moderation of customers' reviews (server/catalogue/product-comment-routes.ts). */
import { sql } from 'drizzle-orm';
import { PRODUCT_COMMENT_API } from '../../../contract/catalogue/product-comment';
import { queryRows } from '../../db/transaction';
import type { Recipe, Walk } from './walk';

type Comment = { id: number; version: number; status: string };

/** A demo review, a different one each call (the delete takes its own). */
async function someComment(walk: Walk): Promise<Comment> {
  const rows = await queryRows<Comment>(
    walk.db,
    sql`select id, version, status from product_comments order by id offset ${walk.next() % 20} limit 1`,
  );
  if (!rows[0]) throw new Error('productComment: no demo review for the audit walk');
  return rows[0];
}

const other = (status: string) => (status === 'Published' ? 'Unpublished' : 'Published');

export const COMMENT_RECIPES: Record<string, Recipe> = {
  [`PUT /api${PRODUCT_COMMENT_API.status('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const row = await someComment(walk);
    return [
      {
        method: 'PUT',
        url: PRODUCT_COMMENT_API.status(row.id),
        body: { status: other(row.status), version: row.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`DELETE /api${PRODUCT_COMMENT_API.one('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const row = await someComment(walk);
    return [
      {
        method: 'DELETE',
        url: `${PRODUCT_COMMENT_API.one(row.id)}?version=${row.version}`,
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
  // A selection of one review: a bulk request writes one row per review it changes.
  [`POST /api${PRODUCT_COMMENT_API.bulk}`]: async (walk) => {
    const admin = await walk.signIn();
    const row = await someComment(walk);
    const action = row.status === 'Published' ? 'unpublish' : 'publish';
    return [
      {
        method: 'POST',
        url: PRODUCT_COMMENT_API.bulk,
        body: { action, selection: { kind: 'ids', ids: [row.id] } },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
};
