/**
 * `GET|PUT /api/table-layout/:tableKey`, `GET|POST /api/saved-views/:tableKey`, `DELETE /api/saved-views/:tableKey/:id`:
 * a signed-in user who may read the table's rows (its resource's view permission, else 403), for their own rows only.
 * The table key is a table's (TABLE_KEYS).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  ColumnLayoutSchema,
  SavedViewInputSchema,
  SavedViewSchema,
  TABLE_VIEWS_API,
} from '../../contract/table-views/table-views';
import { sessionExpired } from '../platform/http/http-errors';
import {
  TABLE_KEYS,
  assertCanReadTable,
  createView,
  deleteView,
  getLayout,
  listViews,
  saveLayout,
} from './table-views';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';

const TableParams = z.object({ tableKey: z.enum(TABLE_KEYS) });
const ViewParams = TableParams.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const tags = ['table views'];

/** The signed-in user's id (every route here needs one). */
function userIdOf(request: { user: { id: number } | null }): number {
  if (!request.user) throw sessionExpired();
  return request.user.id;
}

export const tableViewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Views and layouts of a table only for those who may read its rows (after validation: the key is a table's).
  app.addHook('preHandler', async (request) =>
    assertCanReadTable(request.user, (request.params as { tableKey: string }).tableKey),
  );

  app.get(
    TABLE_VIEWS_API.layout(':tableKey'),
    {
      schema: {
        tags,
        summary: "The user's column layout of a table (null: the defaults)",
        security: bearerSecurity,
        params: TableParams,
        response: { 200: envelope(ColumnLayoutSchema.nullable()), ...errorResponses(401, 403, 404, 500) },
      },
    },
    async (request) => ok(await getLayout(app.db, userIdOf(request), request.params.tableKey)),
  );

  app.put(
    TABLE_VIEWS_API.layout(':tableKey'),
    {
      schema: {
        tags,
        summary: "Store the user's column layout of a table",
        security: bearerSecurity,
        params: TableParams,
        body: ColumnLayoutSchema,
        response: { 200: envelope(ColumnLayoutSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => ok(await saveLayout(app.db, userIdOf(request), request.params.tableKey, request.body)),
  );

  app.get(
    TABLE_VIEWS_API.views(':tableKey'),
    {
      schema: {
        tags,
        summary: "The user's saved views of a table",
        security: bearerSecurity,
        params: TableParams,
        response: { 200: envelope(z.array(SavedViewSchema)), ...errorResponses(401, 403, 404, 500) },
      },
    },
    async (request) => ok(await listViews(app.db, userIdOf(request), request.params.tableKey)),
  );

  app.post(
    TABLE_VIEWS_API.views(':tableKey'),
    {
      schema: {
        tags,
        summary: 'Save a named view (filter, sort, page size, columns)',
        security: bearerSecurity,
        params: TableParams,
        body: SavedViewInputSchema,
        response: { 201: envelope(SavedViewSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createView(app.db, userIdOf(request), request.params.tableKey, request.body))),
  );

  app.delete(
    TABLE_VIEWS_API.view(':tableKey', ':id'),
    {
      schema: {
        tags,
        summary: 'Delete one of the user’s saved views',
        security: bearerSecurity,
        params: ViewParams,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      await deleteView(app.db, userIdOf(request), request.params.tableKey, request.params.id);
      return ok(null);
    },
  );
};
