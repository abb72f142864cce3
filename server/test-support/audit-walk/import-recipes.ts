/** Calls for the product import change sets (server/catalogue/imports/routes.ts): an upload is multipart; an apply runs as a job. */
import { PRODUCT_IMPORT_API, type ChangeSet } from '../../../contract/catalogue/product-import';
import { multipartBody } from '../../media/test-images';
import type { Recipe, Walk } from './walk';
import { API_BASE } from '../../../contract/platform/api-paths';

/** An upload of one new product, different on every call. */
function uploadCall(walk: Walk, token: string) {
  const n = walk.next();
  const csv = `identificationNumber,name,hsn,brand,categories,sku,price,stock\nWALK-${n},Walk product ${n},6211,Vastra,Sarees,WALK-${n}-A,100,3\n`;
  const { body, contentType } = multipartBody([{ filename: `walk-${n}.csv`, content: csv, contentType: 'text/csv' }]);
  return {
    method: 'POST' as const,
    url: PRODUCT_IMPORT_API.create,
    body,
    headers: { 'content-type': contentType },
    token,
  };
}

async function applied(walk: Walk, token: string, id: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const set = (
      await walk.app.inject({
        method: 'GET',
        url: `${API_BASE}${PRODUCT_IMPORT_API.one(id)}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().output as ChangeSet;
    if (set.status === 'applied') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Change set ${id} was not applied`);
}

const dryRunSet = async (walk: Walk, token: string) => ((await walk.prepare(uploadCall(walk, token))) as ChangeSet).id;

export const IMPORT_RECIPES: Record<string, Recipe> = {
  [`POST /api${PRODUCT_IMPORT_API.create}`]: async (walk) => {
    const admin = await walk.signIn();
    return [{ ...uploadCall(walk, admin.token), actorId: admin.userId }];
  },
  [`PUT /api${PRODUCT_IMPORT_API.items('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const id = await dryRunSet(walk, admin.token);
    return [
      {
        method: 'PUT',
        url: PRODUCT_IMPORT_API.items(id),
        body: { all: true, included: false },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`POST /api${PRODUCT_IMPORT_API.apply('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const id = await dryRunSet(walk, admin.token);
    return [
      {
        method: 'POST',
        url: PRODUCT_IMPORT_API.apply(id),
        token: admin.token,
        actorId: admin.userId,
        update: true,
        settle: () => applied(walk, admin.token, id),
      },
    ];
  },
  [`POST /api${PRODUCT_IMPORT_API.rollback('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const id = await dryRunSet(walk, admin.token);
    await walk.prepare({ method: 'POST', url: PRODUCT_IMPORT_API.apply(id), token: admin.token });
    await applied(walk, admin.token, id);
    return [
      { method: 'POST', url: PRODUCT_IMPORT_API.rollback(id), token: admin.token, actorId: admin.userId, update: true },
    ];
  },
};
