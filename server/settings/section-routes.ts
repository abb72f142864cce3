/**
 * `GET|PUT /api/portal-settings/{service-credentials,payment-settings,company-details,application-links}`: the
 * portal settings sections besides the delivery partner and e-mail. Each save sends the version read (stale → 409).
 * Company details saved: every open portal hears it on the live stream and reads its title and favicon again.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CompanyDetailsSchema, CompanyDetailsUpdateSchema } from '../../contract/company/company-details';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  ApplicationLinksSchema,
  ApplicationLinksUpdateSchema,
  PaymentSettingsSchema,
  PaymentSettingsUpdateSchema,
  PORTAL_SECTIONS_API,
  ServiceCredentialsSchema,
  ServiceCredentialsUpdateSchema,
} from '../../contract/settings/portal-settings-sections';
import { readCompanyDetails, saveCompanyDetails } from '../company/company-details';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { readServiceCredentials, saveServiceCredentials } from './service-credentials';
import { APPLICATION_LINKS, PAYMENT_SETTINGS, readSection, saveSection } from './simple-sections';

const tags = ['portal settings'];
const view = requirePermission('configuration.portalSettings.view');
const edit = requirePermission('configuration.portalSettings.edit');

/** The GET and PUT schemas of one section. */
const readSchema = (summary: string, output: z.ZodType) => ({
  onRequest: view,
  schema: {
    tags,
    summary,
    security: bearerSecurity,
    response: { 200: envelope(output), ...errorResponses(401, 403, 500) },
  },
});
const saveSchema = <B extends z.ZodType>(summary: string, body: B, output: z.ZodType) => ({
  onRequest: edit,
  schema: {
    tags,
    summary,
    security: bearerSecurity,
    body,
    response: { 200: envelope(output), ...errorResponses(400, 401, 403, 409, 500) },
  },
});

export const portalSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_SECTIONS_API.serviceCredentials,
    readSchema(
      "The payment gateway's client id and mode (the client secret only as set or not and its last four characters)",
      ServiceCredentialsSchema,
    ),
    async () => ok(await readServiceCredentials(app.db, secretsOf(app.db))),
  );
  app.put(
    PORTAL_SECTIONS_API.serviceCredentials,
    saveSchema(
      'Save the service credentials (an empty client secret keeps the saved one)',
      ServiceCredentialsUpdateSchema,
      ServiceCredentialsSchema,
    ),
    async (request) => ok(await saveServiceCredentials(app.db, secretsOf(app.db), request.body)),
  );

  app.get(
    PORTAL_SECTIONS_API.paymentSettings,
    readSchema('The payment methods the storefront offers', PaymentSettingsSchema),
    async () => ok(await readSection(app.db, PAYMENT_SETTINGS)),
  );
  app.put(
    PORTAL_SECTIONS_API.paymentSettings,
    saveSchema('Choose the payment methods the storefront offers', PaymentSettingsUpdateSchema, PaymentSettingsSchema),
    async (request) => ok(await saveSection(app.db, PAYMENT_SETTINGS, request.body)),
  );

  app.get(
    PORTAL_SECTIONS_API.applicationLinks,
    readSchema("The shop's app store and website links", ApplicationLinksSchema),
    async () => ok(await readSection(app.db, APPLICATION_LINKS)),
  );
  app.put(
    PORTAL_SECTIONS_API.applicationLinks,
    saveSchema(
      'Save the app store and website links (https only)',
      ApplicationLinksUpdateSchema,
      ApplicationLinksSchema,
    ),
    async (request) => ok(await saveSection(app.db, APPLICATION_LINKS, request.body)),
  );

  app.get(
    PORTAL_SECTIONS_API.companyDetails,
    readSchema("The company's name, logo, favicon, currency and address", CompanyDetailsSchema),
    async () => ok(await readCompanyDetails(app.db)),
  );
  app.put(
    PORTAL_SECTIONS_API.companyDetails,
    saveSchema(
      'Save the company details; every open portal updates its title and favicon',
      CompanyDetailsUpdateSchema,
      CompanyDetailsSchema,
    ),
    async (request) => {
      const saved = await saveCompanyDetails(app.db, request.body);
      // After the commit: a portal that reads again sees the saved row.
      app.live.publish('company', { version: saved.version });
      return ok(saved);
    },
  );
};
