/** Search, CSV export and read-one of a resource, behind `{permission}.view`. */
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  MAX_ROW_ID,
  fieldByKey,
  resourcePaths,
  type FieldSpec,
  type ResourceDef,
} from '../../contract/platform/resource';
import { resourceExportSchema, resourceSearchSchema } from '../../contract/platform/resource-search';
import { PageQuerySchema, pageOf } from '../../contract/platform/search';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { HttpError, notFound } from '../platform/http/http-errors';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses, fileResponse } from '../platform/openapi/routes';
import { compileSearch } from '../search/compile';
import { csvOf } from '../search/csv';
import { keysetBatches } from '../search/keyset';
import { runSearch } from '../search/run';
import type { ResourceBinding, ZodApp } from './binding';
import { readRow } from './writes';

/** Path parameter of a row: a positive integer. */
/** A row id in a path: ids are 32-bit serials, so a larger one is a 400, never a query. */
export const IdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(MAX_ROW_ID, VALIDATION.between(1, MAX_ROW_ID)),
});

/** The fields an export writes: the requested keys in order, else every field; unknown keys are a 400. */
function exportFields(def: ResourceDef, keys: readonly string[] | undefined): FieldSpec[] {
  if (!keys) return [...def.fields];
  const errors = keys.flatMap((key, i) =>
    fieldByKey(def, key) ? [] : [{ field: `columns.${i}`, message: MESSAGES.unknownFilterKey(key) }],
  );
  if (errors.length) throw new HttpError(400, errors);
  return keys.map((key) => fieldByKey(def, key)!);
}

/** `tax-2026-03-15.csv`. */
const exportFileName = (def: ResourceDef) => `${def.key}-${new Date().toISOString().slice(0, 10)}.csv`;

export function registerReadRoutes<D extends ResourceDef>(
  app: ZodApp,
  { source, readOne = true, beforeRead }: ResourceBinding<D>,
): void {
  const { def } = source;
  const paths = resourcePaths(def);
  const tags = [def.key];
  const view = requirePermission(`${def.permission}.view`);

  app.post(
    paths.search,
    {
      onRequest: view,
      schema: {
        tags,
        summary: `Search ${def.title}: criteria, sort and a page`,
        security: bearerSecurity,
        querystring: PageQuerySchema,
        body: resourceSearchSchema(def),
        response: { 200: envelope(pageOf(def.row)), ...errorResponses(400, 401, 403, 500, 503) },
      },
    },
    async (request) => {
      await beforeRead?.(app.db);
      return ok(await runSearch(app.db, source, compileSearch(source, request.body), request.query));
    },
  );

  app.post(
    paths.export,
    {
      onRequest: view,
      schema: {
        tags,
        summary: `CSV of every ${def.title} row matching the criteria, in the sort's order`,
        security: bearerSecurity,
        body: resourceExportSchema(def),
        response: {
          200: fileResponse('text/csv', `The matching ${def.title} rows as CSV (a header row, then one line per row)`),
          ...errorResponses(400, 401, 403, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const fields = exportFields(def, request.body.columns);
      await beforeRead?.(app.db);
      const compiled = compileSearch(source, request.body);
      const csv = await csvOf(
        keysetBatches(app.db, source, compiled, app.config.exportBatchRows) as AsyncIterator<object[]>,
        fields,
      );
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(def)}"`)
          // A stream is sent as it is (no serializer), so the JSON response schemas do not apply to it.
          .send(csv as never)
      );
    },
  );

  if (!readOne) return;
  app.get(
    paths.one(':id'),
    {
      onRequest: view,
      schema: {
        tags,
        summary: `One ${def.title} row`,
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: envelope(def.row), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      await beforeRead?.(app.db);
      const row = await readRow(app.db, source, request.params.id);
      if (!row) throw notFound();
      return ok(row);
    },
  );
}
