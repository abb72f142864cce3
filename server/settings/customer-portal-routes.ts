/** `GET|PUT /api/customer-portal` (CUSTOMER_PORTAL) and `GET /api/prefix-settings`, `PUT /api/prefix-settings/{type}` (PREFIX_SETTINGS). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CustomerPortalSchema, CustomerPortalUpdateSchema } from '../../contract/settings/customer-portal';
import { envelope, ok } from '../../contract/platform/envelope';
import { PORTAL_SECTIONS_API } from '../../contract/settings/portal-settings-sections';
import {
  PREFIX_SETTINGS_API,
  PREFIX_TYPES,
  PrefixRowSchema,
  PrefixUpdateSchema,
} from '../../contract/settings/prefix-settings';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { readCustomerPortal, saveCustomerPortal } from './customer-portal';
import { listPrefixes, savePrefix } from './prefix-settings';

const PrefixParamsSchema = z.object({ type: z.enum(PREFIX_TYPES) });

export const customerPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customer portal'];
  app.get(
    PORTAL_SECTIONS_API.customerPortal,
    {
      onRequest: requirePermission('people.customerPortal.view'),
      schema: {
        tags,
        summary: 'The storefront settings: home categories, customer types, wallet, return window, COD limits',
        security: bearerSecurity,
        response: { 200: envelope(CustomerPortalSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await readCustomerPortal(app.db)),
  );

  app.put(
    PORTAL_SECTIONS_API.customerPortal,
    {
      onRequest: requirePermission('people.customerPortal.edit'),
      schema: {
        tags,
        summary: 'Save the storefront settings (at least 4 home categories; send the version read)',
        security: bearerSecurity,
        body: CustomerPortalUpdateSchema,
        response: { 200: envelope(CustomerPortalSchema), ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => ok(await saveCustomerPortal(app.db, request.body)),
  );
};

export const prefixSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['prefix settings'];
  app.get(
    PREFIX_SETTINGS_API.list,
    {
      onRequest: requirePermission('configuration.prefixSettings.view'),
      schema: {
        tags,
        summary: 'Every prefix type with its prefix and next number',
        security: bearerSecurity,
        response: { 200: envelope(z.array(PrefixRowSchema)), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await listPrefixes(app.db)),
  );

  app.put(
    PREFIX_SETTINGS_API.one(':type'),
    {
      onRequest: requirePermission('configuration.prefixSettings.edit'),
      schema: {
        tags,
        summary: 'Change a prefix and its next number (applies to new numbers only; send the version read)',
        security: bearerSecurity,
        params: PrefixParamsSchema,
        body: PrefixUpdateSchema,
        response: { 200: envelope(PrefixRowSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => ok(await savePrefix(app.db, request.params.type, request.body)),
  );
};
