/**
 * The subscription API: the summary any signed-in user may read (the shell shows the trial's days left), and the
 * Master Admin's plans, checkout, invoices and demo state switch (configuration.subscription is Master Admin only).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  CheckoutRequestSchema,
  CheckoutResultSchema,
  PlanSchema,
  SUBSCRIPTION_API,
  SubscriptionStateRequestSchema,
  SubscriptionSummarySchema,
} from '../../contract/subscription/subscription';
import { requirePermission } from '../platform/auth/auth-plugin';
import { notFound } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses, fileResponse } from '../platform/openapi/routes';
import { IdParamsSchema } from '../resources/read-routes';
import { checkout } from './checkout';
import { TestPaymentGateway } from './gateway/test-gateway';
import { invoicePdf } from './invoice-pdf';
import { setSubscriptionState } from './set-state';
import { findInvoice, listPlans, readSummary, toInvoice } from './summary';

const tags = ['subscription'];

/** A Buffer is sent as it is (no serializer), so the JSON response schemas do not apply to it. */
const sendPdf = (reply: FastifyReply, pdf: Uint8Array, filename: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Buffer.from(pdf));

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // One test gateway per server: it remembers its orders like a real gateway's test mode.
  const testGateway = new TestPaymentGateway();

  app.get(
    SUBSCRIPTION_API.summary,
    {
      schema: {
        tags,
        summary: "The shop's subscription: plan, status, end, days left and invoices",
        security: bearerSecurity,
        response: { 200: envelope(SubscriptionSummarySchema), ...errorResponses(401, 500) },
      },
    },
    async (request) => {
      const summary = await readSummary(app.db);
      // Staff see where it stands; the bill itself is the Master Admin's.
      const mayBill = request.user?.role === 'MasterAdmin';
      return ok(mayBill ? summary : { ...summary, invoices: [] });
    },
  );

  app.get(
    SUBSCRIPTION_API.plans,
    {
      onRequest: requirePermission('configuration.subscription.view'),
      schema: {
        tags,
        summary: 'The plans on offer (prices before GST)',
        security: bearerSecurity,
        response: { 200: envelope(z.array(PlanSchema)), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await listPlans(app.db)),
  );

  app.post(
    SUBSCRIPTION_API.checkout,
    {
      onRequest: requirePermission('configuration.subscription.edit'),
      schema: {
        tags,
        summary:
          'Pay for a plan through the payment gateway (Test mode); activates the subscription and issues the invoice',
        security: bearerSecurity,
        body: CheckoutRequestSchema,
        response: { 200: envelope(CheckoutResultSchema), ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => {
      const paid = await checkout(app.db, testGateway, request.user!.id, request.body);
      const summary = await readSummary(app.db);
      const invoice =
        summary.invoices.find((i) => i.id === paid.invoiceId) ??
        toInvoice((await findInvoice(app.db, paid.invoiceId))!);
      return ok({
        subscription: summary,
        invoice,
        gatewayOrderId: paid.gatewayOrderId,
        gatewayPaymentId: paid.gatewayPaymentId,
      });
    },
  );

  app.get(
    SUBSCRIPTION_API.invoicePdf(':id'),
    {
      onRequest: requirePermission('configuration.subscription.view'),
      schema: {
        tags,
        summary: 'An invoice as a PDF',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: {
          200: fileResponse('application/pdf', 'The invoice PDF, as an attachment'),
          ...errorResponses(400, 401, 403, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(app.db, request.params.id);
      if (!invoice) throw notFound();
      return sendPdf(reply, await invoicePdf(invoice), `invoice-${invoice.number}.pdf`);
    },
  );

  app.put(
    SUBSCRIPTION_API.state,
    {
      onRequest: requirePermission('configuration.subscription.edit'),
      schema: {
        tags,
        summary:
          'Master Admin, for demos and tests: put the subscription on a trial, a paid period or expired, from now',
        security: bearerSecurity,
        body: SubscriptionStateRequestSchema,
        response: { 200: envelope(SubscriptionSummarySchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      await setSubscriptionState(app.db, request.body.state);
      return ok(await readSummary(app.db));
    },
  );
};
