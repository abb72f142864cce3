/**
 * The storefront's checkout and orders: check a pincode, quote a cart, place an order (an Idempotency-Key is required),
 * read and cancel it for its customer, and record its online payment. An order placed or changed here reaches every open
 * Orders screen at once (the live bus) and staff get a notification.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../contract/orders/order-processing';
import { envelope, ok } from '../../contract/platform/envelope';
import { STORE_API } from '../../contract/store/store-api';
import {
  STORE_ORDER_MESSAGES as M,
  StoreCancelSchema,
  StoreCartSchema,
  StoreDeliveryQuerySchema,
  StoreDeliverySchema,
  StoreOrderCustomerQuerySchema,
  StoreOrderNoParamsSchema,
  StoreOrderSchema,
  StorePaymentSchema,
  StorePlaceOrderSchema,
  StoreQuoteSchema,
} from '../../contract/store/store-orders';
import { queryRows } from '../db/transaction';
import { badRequest } from '../platform/http/http-errors';
import { errorResponses } from '../platform/openapi/routes';
import { shopNow } from '../platform/shop-time';
import { enabledPaymentMethods } from '../settings/simple-sections';
import { priceCart } from './cart-pricing';
import { placeStoreOrder } from './place-order';
import { cancelStoreOrder, readStoreOrder, recordStorePayment } from './store-order-actions';
import { security } from './route-parts';

const tags = ['orders'];
const orders = { scope: 'orders' as const };
const payments = { scope: 'payments' as const };
const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z.string().trim().min(1).max(200).optional(),
});

export const storeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Open Orders screens re-read their rows and counts; the Payments screen its counts. */
  const announce = (order: { id: number; version: number; status: string }) => {
    app.live.publish('order', { id: order.id, version: order.version, status: order.status });
    app.live.publish('counters', { entity: 'payment' });
  };

  app.get(
    STORE_API.delivery,
    {
      config: { scope: 'catalogue.read' },
      schema: {
        tags,
        operationId: 'storeCheckDelivery',
        summary:
          'Whether the shop delivers to a pincode, at what charge, with cash on delivery or not, and its pickup locations',
        security,
        querystring: StoreDeliveryQuerySchema,
        response: { 200: envelope(StoreDeliverySchema), ...errorResponses(400, 401, 403, 429, 500) },
      },
    },
    async (request) => {
      const { pincode } = request.query;
      const [[zone], pickups, methods] = await Promise.all([
        queryRows<{ delivery_charge: string; free_delivery_amount: string }>(
          app.db,
          sql`select delivery_charge, free_delivery_amount from delivery_locations where zip_code = ${pincode} and status = 'Active'`,
        ),
        queryRows<{ name: string; address: string; city: string; pincode: string; phone: string }>(
          app.db,
          sql`select name, address, city, pincode, phone from pickup_locations where status = 'Active'
          order by (pincode = ${pincode}) desc, name`,
        ),
        enabledPaymentMethods(app.db),
      ]);
      return ok({
        pincode,
        deliverable: zone !== undefined,
        codAvailable: zone !== undefined && methods.includes('COD'),
        deliveryCharge: zone ? Number(zone.delivery_charge) : null,
        freeDeliveryAmount: zone ? Number(zone.free_delivery_amount) : null,
        pickupLocations: pickups,
      });
    },
  );

  app.post(
    STORE_API.quote,
    {
      config: orders,
      schema: {
        tags,
        operationId: 'storeQuoteCart',
        summary:
          'Prices a cart on the server: each line now (flash sales), quantity rules, stock, delivery to the pincode, tax, the payment method and a promo code; refusals in the shop’s words (stock: 409)',
        security,
        body: StoreCartSchema,
        response: { 200: envelope(StoreQuoteSchema), ...errorResponses(400, 401, 403, 409, 413, 429, 500) },
      },
    },
    async (request) => {
      const { promoCodeId: _id, ...quote } = await priceCart(app.db, request.body, null, shopNow());
      return ok(quote);
    },
  );

  app.post(
    STORE_API.orders,
    {
      config: orders,
      schema: {
        tags,
        operationId: 'storePlaceOrder',
        summary:
          'Places an order: the quote’s checks again, its number from the prefix settings and its stock taken in one transaction. An Idempotency-Key is required: a repeat answers the same order; another body under it is a 422',
        security,
        headers: IdempotencyHeaders,
        body: StorePlaceOrderSchema,
        response: {
          201: envelope(StoreOrderSchema),
          200: envelope(StoreOrderSchema),
          ...errorResponses(400, 401, 403, 409, 413, 422, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = request.headers[IDEMPOTENCY_HEADER];
      if (!idempotencyKey) throw badRequest(M.idempotencyKeyNeeded, IDEMPOTENCY_HEADER);
      const placed = await placeStoreOrder(app.db, {
        keyId: request.apiKey!.id,
        idempotencyKey,
        order: request.body,
        at: shopNow(),
      });
      if (!placed.replayed) announce({ id: placed.orderId, version: 1, status: placed.status });
      const order = await readStoreOrder(app.db, placed.orderNo, request.body.customer);
      return reply.code(placed.replayed ? 200 : 201).send(ok(order));
    },
  );

  app.get(
    STORE_API.order(':orderNo'),
    {
      config: orders,
      schema: {
        tags,
        operationId: 'storeGetOrder',
        summary: 'One order of the customer named by e-mail or phone (another customer’s: 404), with its timeline',
        security,
        params: StoreOrderNoParamsSchema,
        querystring: StoreOrderCustomerQuerySchema,
        response: { 200: envelope(StoreOrderSchema), ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
    },
    async (request) => ok(await readStoreOrder(app.db, request.params.orderNo, request.query)),
  );

  app.post(
    STORE_API.cancel(':orderNo'),
    {
      config: orders,
      schema: {
        tags,
        operationId: 'storeCancelOrder',
        summary:
          'Cancels the customer’s order (Cancel by Customer) where the lifecycle and its products allow; what it took goes back to stock. Not allowed (any more): 409',
        security,
        params: StoreOrderNoParamsSchema,
        body: StoreCancelSchema,
        response: { 200: envelope(StoreOrderSchema), ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      const outcome = await cancelStoreOrder(app.db, orderNo, request.body.customer, request.body.reason);
      announce(outcome.result.order);
      return ok(await readStoreOrder(app.db, orderNo, request.body.customer));
    },
  );

  app.post(
    STORE_API.payment(':orderNo'),
    {
      config: payments,
      schema: {
        tags,
        operationId: 'storeRecordPayment',
        summary:
          'Records what the payment gateway said of an online order: captured (for its total; a Pending order goes on to New Order), failed, or refunded (once cancelled). A repeat changes nothing',
        security,
        params: StoreOrderNoParamsSchema,
        body: StorePaymentSchema,
        response: {
          200: envelope(z.object({ orderNo: z.string(), status: z.string(), paymentStatus: z.string() })),
          ...errorResponses(400, 401, 403, 404, 409, 429, 500),
        },
      },
    },
    async (request) => {
      const { order, changed } = await recordStorePayment(app.db, request.params.orderNo, request.body);
      if (changed) announce(order);
      return ok({ orderNo: order.orderNo, status: order.status, paymentStatus: order.paymentStatus });
    },
  );
};
