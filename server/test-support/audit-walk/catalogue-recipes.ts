/** Calls for the category tree's own routes (server/catalogue/categories-routes.ts). */
import { CATEGORY_API, type CategoryRow } from '../../../contract/catalogue/category';
import type { Recipe, Walk } from './walk';

/** A fresh top-level category made for the call (its create is set-up, not counted). */
async function freshCategory(walk: Walk, token: string): Promise<CategoryRow> {
  return (await walk.prepare({
    method: 'POST',
    url: CATEGORY_API.list,
    body: { name: `Audit walk ${walk.next()}` },
    token,
  })) as CategoryRow;
}

export const CATALOGUE_RECIPES: Record<string, Recipe> = {
  [`POST /api${CATEGORY_API.list}`]: async (walk) => {
    const admin = await walk.signIn();
    return [
      {
        method: 'POST',
        url: CATEGORY_API.list,
        body: { name: `Audit walk ${walk.next()}` },
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
  [`PUT /api${CATEGORY_API.one('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const row = await freshCategory(walk, admin.token);
    const body = { parentId: null, name: `${row.name} renamed`, slug: '', version: row.version };
    return [
      { method: 'PUT', url: CATEGORY_API.one(row.id), body, token: admin.token, actorId: admin.userId, update: true },
    ];
  },
  [`PUT /api${CATEGORY_API.status('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const row = await freshCategory(walk, admin.token);
    return [
      {
        method: 'PUT',
        url: CATEGORY_API.status(row.id),
        body: { status: 'Inactive', version: row.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`PUT /api${CATEGORY_API.move('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const row = await freshCategory(walk, admin.token);
    return [
      {
        method: 'PUT',
        url: CATEGORY_API.move(row.id),
        body: { parentId: null, position: 0, version: row.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`DELETE /api${CATEGORY_API.one('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const row = await freshCategory(walk, admin.token);
    return [
      {
        method: 'DELETE',
        url: `${CATEGORY_API.one(row.id)}?version=${row.version}`,
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
};
