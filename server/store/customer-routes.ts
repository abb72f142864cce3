/** The storefront's customer accounts (scope `customers`): sign-up or a change of details, and the account as it stands. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { STORE_API } from '../../contract/store/store-api';
import {
  StoreAccountQuerySchema,
  StoreAccountSchema,
  StoreCustomerSaveSchema,
} from '../../contract/store/store-customers';
import { errorResponses } from '../platform/openapi/routes';
import { readStoreAccount, saveStoreCustomer } from './customer-account';
import { security } from './route-parts';

const config = { scope: 'customers' as const };
const tags = ['customers'];

export const storeCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    STORE_API.customers,
    {
      config,
      schema: {
        tags,
        operationId: 'storeSaveCustomer',
        summary:
          'Signs a shopper up (201), or changes the details of the customer with this e-mail, any case (200): name, phone and address',
        security,
        body: StoreCustomerSaveSchema,
        response: {
          200: envelope(StoreAccountSchema),
          201: envelope(StoreAccountSchema),
          ...errorResponses(400, 401, 403, 413, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const saved = await saveStoreCustomer(app.db, request.body);
      reply.code(saved.created ? 201 : 200);
      return ok(await readStoreAccount(app.db, { email: request.body.email }));
    },
  );

  app.get(
    STORE_API.account,
    {
      config,
      schema: {
        tags,
        operationId: 'storeGetCustomer',
        summary:
          'The account of the customer named by e-mail (or phone): details, wallet balance and the latest 20 orders (none such: 404)',
        security,
        querystring: StoreAccountQuerySchema,
        response: { 200: envelope(StoreAccountSchema), ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
    },
    async (request) => ok(await readStoreAccount(app.db, request.query)),
  );
};
