/** `GET /api/payment-detail/status-details` (seed §7): counts per payment status, read from the trigger-kept counters. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { PAYMENT_STATUSES } from '../../contract/orders/order-status';
import { PAYMENT_API, PaymentStatusCountsSchema, type PaymentStatusCounts } from '../../contract/payments/payments';
import type { Db } from '../db/client';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { readStatusCounts } from '../db/status-counts';

/** Count per status and their sum; a handful of counter rows, never a scan of payments. */
export async function paymentStatusCounts(db: Db): Promise<PaymentStatusCounts> {
  const counts = await readStatusCounts(db, 'payment', PAYMENT_STATUSES);
  return { counts, total: Object.values<number>(counts).reduce((sum, n) => sum + n, 0) };
}

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PAYMENT_API.statusDetails,
    {
      onRequest: requirePermission('orders.payment.view'),
      schema: {
        tags: ['payment'],
        summary: 'Payments per status (in-progress, success, failed) and in all',
        security: bearerSecurity,
        response: { 200: envelope(PaymentStatusCountsSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await paymentStatusCounts(app.db)),
  );
};
