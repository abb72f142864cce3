/**
 * MANAGE_STOCK's API (permission `catalogue.stock`): the tabs' counts, a hand adjustment (add, remove or set,
 * with a reason staff choose), a variant's ledger history, and its low-stock threshold. The variant table's
 * search and export are the kit's (./stock-variant.resource.ts). Every write is one transaction with its audit row.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelope, ok } from '../../../contract/platform/envelope';
import { MESSAGES } from '../../../contract/platform/messages';
import { IDEMPOTENCY_HEADER, IdempotencyHeadersSchema } from '../../../contract/orders/order-processing';
import {
  STOCK_API,
  STOCK_HISTORY_PAGE,
  STOCK_MESSAGES,
  STOCK_REASON_LABELS,
  StockAdjustmentSchema,
  StockCountsSchema,
  StockHistorySchema,
  StockMoveResultSchema,
  StockThresholdSchema,
  stockVariantResource,
  type StockMoveResult,
} from '../../../contract/catalogue/stock';
import { queryRows } from '../../db/transaction';
import { recordAudit } from '../../platform/audit/record';
import { requirePermission } from '../../platform/auth/auth-plugin';
import { badRequest, conflict } from '../../platform/http/http-errors';
import { requestScope, runIdempotent } from '../../platform/idempotency';
import { bearerSecurity, errorResponses } from '../../platform/openapi/routes';
import { IdParamsSchema } from '../../resources/read-routes';
import { lockVariant, moveStock } from './move-stock';
import { updateRow } from '../../resources/writes';
import { readHistory } from './stock-history';
import { stockVariantBinding } from './stock-variant.resource';

const tags = [stockVariantResource.key];
const HistoryQuerySchema = z.object({ before: z.coerce.number().int().min(1).optional() });

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STOCK_API.counts,
    {
      onRequest: requirePermission('catalogue.stock.view'),
      schema: {
        tags,
        summary: 'Variants In Stock and Out of Stock, and all of them',
        security: bearerSecurity,
        response: { 200: envelope(StockCountsSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async () => {
      const [row] = await queryRows<{ in_stock: number | string; out_of_stock: number | string }>(
        app.db,
        sql`
      select count(*) filter (where stock > 0) as in_stock, count(*) filter (where stock = 0) as out_of_stock from product_variants`,
      );
      const counts = { 'In Stock': Number(row.in_stock), 'Out of Stock': Number(row.out_of_stock) };
      return ok({ counts, total: counts['In Stock'] + counts['Out of Stock'] });
    },
  );

  app.post(
    STOCK_API.adjustments,
    {
      onRequest: requirePermission('catalogue.stock.edit'),
      schema: {
        tags,
        summary:
          "Add, remove or set a variant's stock with a reason (a ledger row; Idempotency-Key or version supported)",
        security: bearerSecurity,
        headers: IdempotencyHeadersSchema,
        body: StockAdjustmentSchema,
        response: { 200: envelope(StockMoveResultSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user!;
      const claim = {
        userId: user.id,
        key: request.headers[IDEMPOTENCY_HEADER] ?? null,
        scope: requestScope('POST', STOCK_API.adjustments, body),
      };
      const { result } = await runIdempotent<StockMoveResult>(app.db, claim, async (tx) => {
        const variant = await lockVariant(tx, body.variantId);
        if (body.version !== undefined && body.version !== variant.version)
          throw conflict(MESSAGES.staleVersion, 'version');
        const delta = body.delta ?? body.quantity! - variant.stock;
        if (delta === 0) throw badRequest(STOCK_MESSAGES.unchanged(variant.stock), 'quantity');
        const moved = await moveStock(tx, {
          variantId: body.variantId,
          delta,
          reason: body.reason,
          note: body.note,
          actor: { id: user.id, name: user.name },
        });
        await recordAudit(tx, {
          entity: stockVariantResource.key,
          entityId: body.variantId,
          action: 'stock.adjust',
          reason: [STOCK_REASON_LABELS[body.reason], body.note].filter(Boolean).join(': '),
          changes: { stock: { before: moved.stockBefore, after: moved.stock } },
          detail: { reason: body.reason, delta, ledgerId: moved.ledgerId },
        });
        return {
          variantId: body.variantId,
          stock: moved.stock,
          version: moved.version,
          delta,
          ledgerId: moved.ledgerId!,
          lowStock: moved.lowStock,
        };
      });
      return ok(result);
    },
  );

  app.get(
    STOCK_API.history(':id'),
    {
      onRequest: requirePermission('catalogue.stock.view'),
      schema: {
        tags,
        summary: "A variant's ledger rows, newest first, a page before `before`",
        security: bearerSecurity,
        params: IdParamsSchema,
        querystring: HistoryQuerySchema,
        response: { 200: envelope(StockHistorySchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) =>
      ok(await readHistory(app.db, request.params.id, request.query.before ?? null, STOCK_HISTORY_PAGE)),
  );

  app.put(
    STOCK_API.threshold(':id'),
    {
      onRequest: requirePermission('catalogue.stock.edit'),
      schema: {
        tags,
        summary: "A variant's low-stock threshold, read at `version`",
        security: bearerSecurity,
        params: IdParamsSchema,
        body: StockThresholdSchema,
        response: { 200: envelope(stockVariantResource.row), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) =>
      ok(
        await updateRow(
          app.db,
          stockVariantBinding.source,
          request.params.id,
          request.body.version,
          { lowStockThreshold: request.body.lowStockThreshold },
          'threshold',
        ),
      ),
  );
};
