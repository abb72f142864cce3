/**
 * `POST /api/customer-wallet/{customerId}/transactions`: credits or debits a customer's wallet through the
 * ledger (one transaction row per change, never below zero). An Idempotency-Key makes a retry answer the
 * first result; the key's scope includes the body, so the same key with another body is a 422.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { IDEMPOTENCY_HEADER, IdempotencyHeadersSchema } from '../../contract/orders/order-processing';
import {
  WALLET_API,
  WalletAdjustmentSchema,
  WalletPostingResultSchema,
  type WalletAdjustment,
  type WalletPostingResult,
} from '../../contract/wallets/wallets';
import { recordAudit } from '../platform/audit/record';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { requestScope, runIdempotent } from '../platform/idempotency';
import { postWalletTransaction } from './wallet-ledger';

const CustomerParamsSchema = z.object({ customerId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** One request's identity: path and body, hashed (a key reused for another body must not replay the first). */
const scopeOf = (customerId: number, body: WalletAdjustment) =>
  requestScope('POST', WALLET_API.transactions(customerId), body);

/** The balance before a posting, from the one after (in paise: exact for every amount the column holds). */
const balanceBefore = (after: string, { type, amount }: WalletAdjustment) =>
  ((Math.round(Number(after) * 100) + (type === 'credited' ? -1 : 1) * Math.round(amount * 100)) / 100).toFixed(2);

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WALLET_API.transactions(':customerId'),
    {
      onRequest: requirePermission('orders.wallet.edit'),
      schema: {
        tags: ['customer-wallet'],
        summary: "Credit or debit a customer's wallet (Idempotency-Key supported)",
        security: bearerSecurity,
        params: CustomerParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: WalletAdjustmentSchema,
        response: { 200: envelope(WalletPostingResultSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 500) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const body = request.body;
      const user = request.user!;
      const key = request.headers[IDEMPOTENCY_HEADER] ?? null;
      const { result } = await runIdempotent<WalletPostingResult>(
        app.db,
        { userId: user.id, key, scope: scopeOf(customerId, body) },
        async (tx) => {
          const posted = await postWalletTransaction(tx, {
            customerId,
            type: body.type,
            amount: body.amount.toFixed(2),
            reason: body.reason,
            actor: { id: user.id, name: user.name },
          });
          await recordAudit(tx, {
            entity: 'wallet',
            entityId: customerId,
            action: `wallet.${body.type}`,
            reason: body.reason,
            changes: {
              walletBalance: { before: balanceBefore(posted.balanceAfter, body), after: posted.balanceAfter },
            },
            detail: { amount: body.amount.toFixed(2), transactionId: posted.transactionId },
          });
          // int8 arrives as text from node-postgres.
          return {
            id: Number(posted.id),
            transactionId: posted.transactionId,
            customerId,
            balanceAfter: posted.balanceAfter,
          };
        },
      );
      return ok(result);
    },
  );
};
