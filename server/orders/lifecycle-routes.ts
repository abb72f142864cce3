/** `GET /api/order-details/lifecycle`: the order lifecycle machine as data, for QA and tooling. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_API } from '../../contract/orders/order-processing';
import { envelope, ok } from '../../contract/platform/envelope';
import { OrderLifecycleGraphSchema } from '../../contract/orders/order-lifecycle';
import { lifecycleGraph } from '../../machines/orders/order-lifecycle';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';

export const orderLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const graph = lifecycleGraph();
  app.get(
    ORDER_API.lifecycle,
    {
      onRequest: requirePermission('orders.order.view'),
      schema: {
        tags: ['orders'],
        summary: 'The order lifecycle: statuses, the actions each allows, where they lead and what they need',
        security: bearerSecurity,
        response: { 200: envelope(OrderLifecycleGraphSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(graph),
  );
};
