/**
 * MULTIMEDIA's API: the seed's `GET media?pageSize=100` and `POST media` (multipart, parts named `file`), plus
 * rename / alt text, where used, and delete. Permissions are `catalogue.multimedia.*`; every write leaves audit rows.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  MEDIA_API,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  MediaItemSchema,
  MediaListQuerySchema,
  MediaUpdateSchema,
  MediaUseSchema,
} from '../../contract/media/media';
import { requirePermission } from '../platform/auth/auth-plugin';
import { badRequest, HttpError } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { deleteMedia, updateMedia } from './edit';
import { listMedia, readMedia, toMediaItem } from './items';
import { mediaDirsIn, sweepScratch, type MediaStore } from './storage';
import { discardStaged, saveStaged, stageFile, tooLarge, type StagedFile } from './upload';
import { findMediaUses } from './uses';

const tags = ['media'];
const IdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * What busboy may read of one request: each file is cut one byte past the limit (then refused), at most
 * maxFilesPerUpload files, no text fields, short headers: a request never streams more than about
 * maxFilesPerUpload × maxUploadBytes, and none of it is held in memory.
 */
const UPLOAD_LIMITS = {
  fileSize: MEDIA_LIMITS.maxUploadBytes,
  files: MEDIA_LIMITS.maxFilesPerUpload,
  parts: MEDIA_LIMITS.maxFilesPerUpload + 1,
  fields: 0,
  fieldSize: 1024,
  headerPairs: 20,
};

/** The upload body as OpenAPI shows it; the parts are read as streams by the handler, not validated as a whole. */
const UploadBodySchema = z.object({
  file: z
    .array(z.string().meta({ format: 'binary' }))
    .min(1)
    .max(MEDIA_LIMITS.maxFilesPerUpload)
    .meta({
      description: `One or more images (JPEG, PNG, WebP, GIF or AVIF), each at most ${MEDIA_LIMITS.maxUploadBytes} bytes`,
    }),
});

/** @fastify/multipart's refusals in the catalogue's words. */
function multipartRefusal(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new HttpError(413, [{ field: 'file', message: MEDIA_MESSAGES.tooManyFiles }]);
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest(MEDIA_MESSAGES.noFile, 'file');
  return error;
}

/** Stages every part, one after another (busboy hands over the next part only when this one is read). */
async function stageParts(request: FastifyRequest, store: MediaStore): Promise<StagedFile[]> {
  if (!request.isMultipart()) throw badRequest(MEDIA_MESSAGES.noFile, 'file');
  const staged: StagedFile[] = [];
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw badRequest(MEDIA_MESSAGES.noFile, 'file');
      staged.push(await stageFile(store, part.file, part.filename, request.user!.id));
    }
  } catch (error) {
    await discardStaged(staged);
    throw multipartRefusal(error);
  }
  if (staged.length === 0) throw badRequest(MEDIA_MESSAGES.noFile, 'file');
  return staged;
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const store: MediaStore = mediaDirsIn(app.config.dataDir);
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  app.addHook('onReady', async () => {
    await sweepScratch(store).catch((error: unknown) =>
      app.log.warn({ err: error }, 'media: sweeping old scratch files failed'),
    );
  });

  app.get(
    MEDIA_API.list,
    {
      onRequest: requirePermission('catalogue.multimedia.view'),
      schema: {
        tags,
        summary: 'A page of the media library, newest first; `search` matches the display name (case-insensitive)',
        security: bearerSecurity,
        description:
          "The seed's `GET media?pageSize=100`: `output` is the page's items; the number of matching items is in `x-total-count`.",
        querystring: MediaListQuerySchema,
        response: { 200: envelope(z.array(MediaItemSchema)), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listMedia(app.db, request.query);
      reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.post(
    MEDIA_API.list,
    {
      onRequest: requirePermission('catalogue.multimedia.add'),
      // The parts are streamed and checked by the handler; the body schema only documents them.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: 'Upload images: one or more multipart parts named `file`',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        description:
          `Each file is checked from its bytes (type, at most ${MEDIA_LIMITS.maxPixels} pixels) and stored once per content. ` +
          'A refused file refuses the whole request and nothing is saved: 413 for a file over 2 MB or too many files, 400 for anything not an image, ' +
          "429 (with Retry-After) while the user's images already in work hold their share of the image pipeline.",
        body: UploadBodySchema,
        response: { 200: envelope(z.array(MediaItemSchema)), ...errorResponses(400, 401, 403, 413, 429, 500) },
      },
    },
    async (request) => ok(await saveStaged(app.db, store, await stageParts(request, store))),
  );

  app.get(
    MEDIA_API.one(':id'),
    {
      onRequest: requirePermission('catalogue.multimedia.view'),
      schema: {
        tags,
        summary: 'One media item',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: envelope(MediaItemSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => ok(toMediaItem(await readMedia(app.db, request.params.id))),
  );

  app.patch(
    MEDIA_API.one(':id'),
    {
      onRequest: requirePermission('catalogue.multimedia.edit'),
      schema: {
        tags,
        summary: 'Rename an image or set its alt text (send the version read; a stale one is refused with 409)',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: MediaUpdateSchema,
        response: { 200: envelope(MediaItemSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => ok(await updateMedia(app.db, request.params.id, request.body)),
  );

  app.get(
    MEDIA_API.uses(':id'),
    {
      onRequest: requirePermission('catalogue.multimedia.view'),
      schema: {
        tags,
        summary: 'Where an image is used (categories, products, sliders…), found through every foreign key to it',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: envelope(z.array(MediaUseSchema)), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      await readMedia(app.db, request.params.id);
      return ok(await findMediaUses(app.db, request.params.id));
    },
  );

  app.delete(
    MEDIA_API.one(':id'),
    {
      onRequest: requirePermission('catalogue.multimedia.delete'),
      schema: {
        tags,
        summary: 'Delete an unused image (409 naming its users while anything uses it)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      await deleteMedia(app.db, store, request.params.id);
      return ok(null);
    },
  );
};
