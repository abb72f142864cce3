/** The storefront's after-sales routes: return questions, a return or exchange request, tickets and replies, reviews. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { STORE_API } from '../../contract/store/store-api';
import {
  StoreReturnQuestionSchema,
  StoreReturnRequestSchema,
  StoreReturnSchema,
  StoreReviewCreateSchema,
  StoreReviewSchema,
  StoreTicketCreateSchema,
  StoreTicketParamsSchema,
  StoreTicketReplySchema,
  StoreTicketSchema,
} from '../../contract/store/store-care';
import { StoreIdParamsSchema } from '../../contract/store/store-catalogue';
import { StoreOrderCustomerQuerySchema, StoreOrderNoParamsSchema } from '../../contract/store/store-orders';
import { errorResponses } from '../platform/openapi/routes';
import { openTicket, readTicket, replyOnTicket, requestReturn, returnQuestions, writeReview } from './care';
import { security } from './route-parts';

const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 429, 500);

export const storeCareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STORE_API.returnQuestions,
    {
      config: { scope: 'returns' },
      schema: {
        tags: ['returns'],
        operationId: 'storeListReturnQuestions',
        summary: 'The questions a return or exchange request answers, in order',
        security,
        response: { 200: envelope(z.array(StoreReturnQuestionSchema)), ...errorResponses(401, 403, 429, 500) },
      },
    },
    async () => ok(await returnQuestions(app.db)),
  );

  app.post(
    STORE_API.returns(':orderNo'),
    {
      config: { scope: 'returns' },
      schema: {
        tags: ['returns'],
        operationId: 'storeRequestReturn',
        summary:
          'Asks to return or exchange the customer’s delivered order, answering every active return question (one open request per order: 409)',
        security,
        params: StoreOrderNoParamsSchema,
        body: StoreReturnRequestSchema,
        response: { 201: envelope(StoreReturnSchema), ...writeErrors },
      },
    },
    async (request, reply) => {
      const made = await requestReturn(app.db, request.params.orderNo, request.body);
      app.live.publish('counters', { entity: made.kind });
      return reply.code(201).send(ok(made));
    },
  );

  app.post(
    STORE_API.tickets,
    {
      config: { scope: 'tickets' },
      schema: {
        tags: ['tickets'],
        operationId: 'storeCreateTicket',
        summary: 'Opens a support ticket for the customer, optionally about one of their orders; staff are told',
        security,
        body: StoreTicketCreateSchema,
        response: { 201: envelope(StoreTicketSchema), ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await openTicket(app.db, request.body))),
  );

  app.get(
    STORE_API.ticket(':id'),
    {
      config: { scope: 'tickets' },
      schema: {
        tags: ['tickets'],
        operationId: 'storeGetTicket',
        summary: 'The customer’s ticket and its thread (staff notes left out)',
        security,
        params: StoreTicketParamsSchema,
        querystring: StoreOrderCustomerQuerySchema,
        response: { 200: envelope(StoreTicketSchema), ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
    },
    async (request) => ok(await readTicket(app.db, request.params.id, request.query)),
  );

  app.post(
    STORE_API.ticketMessages(':id'),
    {
      config: { scope: 'tickets' },
      schema: {
        tags: ['tickets'],
        operationId: 'storeReplyTicket',
        summary: 'Adds the customer’s reply to their ticket (a closed ticket: 409)',
        security,
        params: StoreTicketParamsSchema,
        body: StoreTicketReplySchema,
        response: { 200: envelope(StoreTicketSchema), ...writeErrors },
      },
    },
    async (request) => ok(await replyOnTicket(app.db, request.params.id, request.body.customer, request.body.message)),
  );

  app.post(
    STORE_API.reviews(':id'),
    {
      config: { scope: 'reviews' },
      schema: {
        tags: ['reviews'],
        operationId: 'storeCreateReview',
        summary:
          'A review by a customer who received the product: it lands Unpublished in Comments for staff to publish',
        security,
        params: StoreIdParamsSchema,
        body: StoreReviewCreateSchema,
        response: { 201: envelope(StoreReviewSchema), ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await writeReview(app.db, request.params.id, request.body))),
  );
};
