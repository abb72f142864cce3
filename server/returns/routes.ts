/**
 * Returns and exchanges (seed §7 `order-return/status-details/{requestedFor}`, PRODUCT.md "Order lifecycle"):
 * search and export for the tables, counts per status, the detail, and the actions. Permissions follow
 * the request's kind: `orders.return.*` or `orders.exchange.*`.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { IDEMPOTENCY_HEADER, IdempotencyHeadersSchema } from '../../contract/orders/order-processing';
import { RETURN_STATUSES } from '../../contract/orders/order-status';
import {
  RETURN_ACTION_EVENTS,
  RETURN_ACTION_SEGMENT,
  RETURN_API,
  RequestedForSchema,
  ReturnActionBodySchema,
  ReturnDetailSchema,
  ReturnStatusCountsSchema,
  returnResource,
} from '../../contract/returns/returns';
import { resourceExportSchema, resourceSearchSchema } from '../../contract/platform/resource-search';
import { PageQuerySchema, pageOf } from '../../contract/platform/search';
import { notFound } from '../platform/http/http-errors';
import { IdParamsSchema } from '../resources/read-routes';
import { bearerSecurity, errorResponses, fileResponse } from '../platform/openapi/routes';
import { compileSearch } from '../search/compile';
import { csvOf } from '../search/csv';
import { keysetBatches } from '../search/keyset';
import { runSearch } from '../search/run';
import { requestScope, runIdempotent } from '../platform/idempotency';
import { readStatusCounts } from '../db/status-counts';
import { checkActionBody, performReturnAction } from './actions';
import { readReturnDetail } from './queries';
import { permittedKinds, requireKind, returnSource, withinKinds } from './search';

const tags = ['returns'];
const ACTION_OF_SEGMENT = new Map(RETURN_ACTION_EVENTS.map((a) => [RETURN_ACTION_SEGMENT[a], a]));
const ActionParamsSchema = IdParamsSchema.extend({
  action: z.enum(RETURN_ACTION_EVENTS.map((a) => RETURN_ACTION_SEGMENT[a]) as [string, ...string[]]),
});
const ActionResultSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  fromStatus: z.enum(RETURN_STATUSES),
  status: z.enum(RETURN_STATUSES),
  version: z.number().int(),
  refundReference: z.string().nullable(),
  replacementOrder: z.object({ id: z.number().int(), orderNo: z.string() }).nullable(),
});

export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    RETURN_API.search,
    {
      schema: {
        tags,
        summary: 'Search returns and exchanges (the kinds the user may view)',
        security: bearerSecurity,
        querystring: PageQuerySchema,
        body: resourceSearchSchema(returnResource),
        response: { 200: envelope(pageOf(returnResource.row)), ...errorResponses(400, 401, 403, 500, 503) },
      },
    },
    async (request) => {
      const compiled = withinKinds(compileSearch(returnSource, request.body), permittedKinds(request, 'view'));
      return ok(await runSearch(app.db, returnSource, compiled, request.query));
    },
  );

  app.post(
    RETURN_API.export,
    {
      schema: {
        tags,
        summary: 'CSV of the returns and exchanges matching the criteria',
        security: bearerSecurity,
        body: resourceExportSchema(returnResource),
        response: {
          200: fileResponse(
            'text/csv',
            'The matching returns and exchanges as CSV (a header row, then one line per row)',
          ),
          ...errorResponses(400, 401, 403, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const compiled = withinKinds(compileSearch(returnSource, request.body), permittedKinds(request, 'view'));
      const csv = await csvOf(
        keysetBatches(app.db, returnSource, compiled, app.config.exportBatchRows) as AsyncIterator<object[]>,
        [...returnResource.fields],
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="order-return-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .send(csv as never);
    },
  );

  app.get(
    RETURN_API.statusDetails(':requestedFor'),
    {
      schema: {
        tags,
        summary: 'Count of returns or exchanges per status, and all of them',
        security: bearerSecurity,
        params: RequestedForSchema,
        response: { 200: envelope(ReturnStatusCountsSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      requireKind(request, 'view', request.params.requestedFor);
      const counts = await readStatusCounts(app.db, request.params.requestedFor, RETURN_STATUSES);
      return ok({ counts, total: Object.values(counts).reduce((a, b) => a + b, 0) });
    },
  );

  app.get(
    RETURN_API.detail(':id'),
    {
      schema: {
        tags,
        summary: 'A return or exchange with its order items, answers, refund and replacement',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: envelope(ReturnDetailSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      permittedKinds(request, 'view');
      const detail = await readReturnDetail(app.db, request.params.id);
      if (!detail) throw notFound();
      requireKind(request, 'view', detail.kind);
      return ok(detail);
    },
  );

  app.put(
    RETURN_API.action(':action', ':id'),
    {
      schema: {
        tags,
        summary: 'Approve, reject (reason required), cancel, receive, refund (wallet or original) or replace',
        security: bearerSecurity,
        params: ActionParamsSchema,
        body: ReturnActionBodySchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: envelope(ActionResultSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      permittedKinds(request, 'edit');
      const action = ACTION_OF_SEGMENT.get(request.params.action)!;
      const body = request.body ?? {};
      checkActionBody(action, body);
      const user = request.user!;
      const claim = {
        userId: user.id,
        key: request.headers[IDEMPOTENCY_HEADER] ?? null,
        scope: requestScope('PUT', request.url, body),
      };
      const { result, replayed } = await runIdempotent(app.db, claim, (tx) =>
        performReturnAction(tx, request.params.id, action, body, { id: user.id, name: user.name }, (kind) =>
          requireKind(request, 'edit', kind),
        ),
      );
      if (!replayed) app.live.publish('counters', { entity: result.kind });
      return ok(result);
    },
  );
};
