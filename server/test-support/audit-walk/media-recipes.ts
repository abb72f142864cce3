/** Calls for the media library's routes (server/media/routes.ts): an upload is multipart, so its content type is sent. */
import { MEDIA_API, type MediaItem } from '../../../contract/media/media';
import { multipartBody, solidImage } from '../../media/test-images';
import type { Recipe, Walk } from './walk';

/** A multipart body of one small image, different on every call (so each is a new file). */
async function uploadCall(walk: Walk) {
  const n = walk.next();
  const { body, contentType } = multipartBody([
    { filename: `audit walk ${n}.png`, content: await solidImage(13, 20, 'png', { r: n % 256, g: 7, b: 9 }) },
  ]);
  return { method: 'POST' as const, url: MEDIA_API.list, body, headers: { 'content-type': contentType } };
}

/** A fresh item made for the call (its upload is set-up, not counted). */
const freshItem = async (walk: Walk, token: string) =>
  ((await walk.prepare({ ...(await uploadCall(walk)), token })) as MediaItem[])[0];

export const MEDIA_RECIPES: Record<string, Recipe> = {
  [`POST /api${MEDIA_API.list}`]: async (walk) => {
    const admin = await walk.signIn();
    return [{ ...(await uploadCall(walk)), token: admin.token, actorId: admin.userId }];
  },
  [`PATCH /api${MEDIA_API.one('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const item = await freshItem(walk, admin.token);
    return [
      {
        method: 'PATCH',
        url: MEDIA_API.one(item.id),
        body: { displayName: `${item.displayName} renamed`, altText: 'A product photo', version: item.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`DELETE /api${MEDIA_API.one('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const item = await freshItem(walk, admin.token);
    return [{ method: 'DELETE', url: MEDIA_API.one(item.id), token: admin.token, actorId: admin.userId }];
  },
};
