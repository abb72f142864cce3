/**
 * Catalogue export and import change sets (contract/catalogue/product-import.ts): export (view), upload = dry run,
 * review (read, tick), apply in the background, roll back. An import both creates and updates products,
 * so its writes need catalogue.product.add and .edit. Applying a set is a job on the app's queue.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../contract/platform/envelope';
import {
  ChangeSetItemsPageSchema,
  ChangeSetItemsQuerySchema,
  ChangeSetSchema,
  ChangeSetSelectionSchema,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  PRODUCT_IMPORT_API,
} from '../../../contract/catalogue/product-import';
import { requirePermission } from '../../platform/auth/auth-plugin';
import { badRequest, notFound } from '../../platform/http/http-errors';
import { bearerSecurity, errorResponses, fileResponse } from '../../platform/openapi/routes';
import { bulkConcurrency } from '../../platform/jobs/concurrency';
import { readChangeSet, readItems, selectItems, startApply } from './change-sets';
import { dryRun } from './dry-run';
import { importTooLarge } from './staging';
import { catalogueCsv } from './export';
import { IMPORT_JOB_KIND, importJobHandler } from './import-runner';
import { rollbackChangeSet } from './rollback';

const tags = ['product imports'];
const IdParams = z.object({ id: z.string().max(64) });
/** Room for the multipart boundaries and part headers around the file (headerPairs and fieldSize bound them). */
const MULTIPART_FRAMING_BYTES = 64 * 1024;
const UPLOAD_LIMITS = {
  fileSize: IMPORT_LIMITS.maxFileBytes,
  files: 1,
  parts: 1,
  fields: 0,
  fieldSize: 1024,
  headerPairs: 20,
};
const UploadBodySchema = z.object({
  file: z.string().meta({
    format: 'binary',
    description: `A CSV as the export writes it, at most ${IMPORT_LIMITS.maxFileBytes} bytes`,
  }),
});

/** @fastify/multipart's refusals in our words: too large is a 413, anything else not a file is a 400. */
function multipartRefusal(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return importTooLarge();
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest(IMPORT_MESSAGES.noFile, 'file');
  return error;
}

export const productImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  app.jobs.register(importJobHandler({ db: app.db, log: app.log, concurrency: bulkConcurrency(app.engine) }));
  const write = [requirePermission('catalogue.product.add'), requirePermission('catalogue.product.edit')];
  const view = requirePermission('catalogue.product.view');
  const found = async (id: string) => {
    const set = await readChangeSet(app.db, id);
    if (!set) throw notFound();
    return set;
  };

  app.get(
    PRODUCT_IMPORT_API.export,
    {
      onRequest: view,
      schema: {
        tags,
        summary: "The catalogue as CSV: one row per variant, its product's fields repeated (the import's columns)",
        security: bearerSecurity,
        response: {
          200: fileResponse('text/csv', "A header row of the import's columns, then one line per variant"),
          ...errorResponses(401, 403, 500, 503),
        },
      },
    },
    async (_request, reply) => {
      const csv = await catalogueCsv(app.db, Math.max(50, Math.min(500, app.config.exportBatchRows)));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(csv as never);
    },
  );

  app.post(
    PRODUCT_IMPORT_API.create,
    {
      onRequest: write,
      // The file is streamed and checked by the handler; the body schema only documents it.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary:
          'Upload a CSV (multipart part `file`): a dry run writes a change set and changes nothing in the catalogue',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        body: UploadBodySchema,
        response: { 201: envelope(ChangeSetSchema), ...errorResponses(400, 401, 403, 413, 500) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(IMPORT_MESSAGES.noFile, 'file');
      // A body declared larger than the file may be (with its multipart framing) is refused before any of it is read.
      if (Number(request.headers['content-length'] ?? 0) > IMPORT_LIMITS.maxFileBytes + MULTIPART_FRAMING_BYTES)
        throw importTooLarge();
      let id: string;
      try {
        const part = await request.file({ limits: UPLOAD_LIMITS });
        if (!part || part.fieldname !== 'file') throw badRequest(IMPORT_MESSAGES.noFile, 'file');
        // Past the limit the part stops: refuse at once rather than read on.
        part.file.once('limit', () => part.file.destroy(importTooLarge()));
        id = await dryRun(app.db, app.engine, {
          file: part.file,
          fileName: part.filename ?? 'import.csv',
          actor: { id: request.user!.id, name: request.user!.name },
        });
      } catch (error) {
        throw multipartRefusal(error);
      }
      return reply.code(201).send(ok(await found(id)));
    },
  );

  app.get(
    PRODUCT_IMPORT_API.one(':id'),
    {
      onRequest: view,
      schema: {
        tags,
        summary: "A change set: counts per action and outcome (the apply's progress)",
        security: bearerSecurity,
        params: IdParams,
        response: { 200: envelope(ChangeSetSchema), ...errorResponses(401, 403, 404, 500) },
      },
    },
    async (request) => ok(await found(request.params.id)),
  );

  app.get(
    PRODUCT_IMPORT_API.items(':id'),
    {
      onRequest: view,
      schema: {
        tags,
        summary: "A page of a change set's products: rows, changes old → new, errors, outcome",
        security: bearerSecurity,
        params: IdParams,
        querystring: ChangeSetItemsQuerySchema,
        response: { 200: envelope(ChangeSetItemsPageSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      await found(request.params.id);
      return ok(await readItems(app.db, request.params.id, request.query));
    },
  );

  app.put(
    PRODUCT_IMPORT_API.items(':id'),
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Tick or untick products of a change set under review',
        security: bearerSecurity,
        params: IdParams,
        body: ChangeSetSelectionSchema,
        response: { 200: envelope(ChangeSetSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      await found(request.params.id);
      await selectItems(app.db, request.params.id, request.body);
      return ok(await found(request.params.id));
    },
  );

  app.post(
    PRODUCT_IMPORT_API.apply(':id'),
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Apply the ticked products in the background, each whole or not at all (follow it with GET)',
        security: bearerSecurity,
        params: IdParams,
        response: { 202: envelope(ChangeSetSchema), ...errorResponses(401, 403, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      await found(request.params.id);
      await startApply(app.db, request.params.id);
      await app.jobs.enqueue(IMPORT_JOB_KIND, request.params.id);
      return reply.code(202).send(ok(await found(request.params.id)));
    },
  );

  app.post(
    PRODUCT_IMPORT_API.rollback(':id'),
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Roll an applied change set back as a whole (refused while a product it touched has changed since)',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: envelope(ChangeSetSchema), ...errorResponses(401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      await found(request.params.id);
      await rollbackChangeSet(app.db, request.params.id);
      return ok(await found(request.params.id));
    },
  );
};
