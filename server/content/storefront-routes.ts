/**
 * The storefront as the portal reads it: the product picker of feature sections and sliders, the shop at a
 * moment (server/content/storefront-preview.ts) and the content calendar (server/content/calendar.ts).
 */
import { asc, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALENDAR_KINDS,
  CALENDAR_API,
  CalendarEntrySchema,
  CalendarQuerySchema,
  RescheduleSchema,
  type CalendarKind,
} from '../../contract/content/calendar';
import { envelope, ok } from '../../contract/platform/envelope';
import { hasPermission } from '../../contract/platform/permissions';
import {
  PRODUCT_OPTION_MATCHES,
  STOREFRONT_API,
  PreviewQuerySchema,
  PriceAtSchema,
  PriceQuerySchema,
  ProductOptionQuerySchema,
  ProductOptionSchema,
  StorefrontPreviewSchema,
} from '../../contract/content/storefront';
import { products } from '../catalogue/schema';
import { requireAnyPermission, requirePermission } from '../platform/auth/auth-plugin';
import { noPermission } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { shopNow } from '../platform/shop-time';
import { escapeLike } from '../search/conditions';
import { calendarEntries, reschedule } from './calendar';
import { priceAt, storefrontAt } from './storefront-preview';

const tags = ['storefront'];

/** The module whose permissions guard each kind of calendar entry. */
const KIND_MODULES: Record<CalendarKind, string> = {
  'flash-sale': 'content.flashsale',
  'promo-code': 'content.promocode',
  slider: 'content.slider',
  'feature-section': 'content.featureSection',
  blog: 'content.blog',
};
const can = (user: Parameters<typeof hasPermission>[0], kind: CalendarKind, action: 'view' | 'edit') =>
  hasPermission(user, `${KIND_MODULES[kind]}.${action}`);

export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STOREFRONT_API.productOptions,
    {
      onRequest: requireAnyPermission(['content.featureSection.view', 'content.slider.view', 'content.calendar.view']),
      schema: {
        tags,
        summary: `Up to ${PRODUCT_OPTION_MATCHES} products whose name or code contains the text (the pickers of feature sections and sliders)`,
        security: bearerSecurity,
        querystring: ProductOptionQuerySchema,
        response: { 200: envelope(z.array(ProductOptionSchema)), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const pattern = `%${escapeLike(request.query.q)}%`;
      return ok(
        await app.db
          .select({
            id: products.id,
            name: products.name,
            code: products.identificationNumber,
            status: products.status,
          })
          .from(products)
          .where(or(ilike(products.name, pattern), ilike(products.identificationNumber, pattern)))
          .orderBy(asc(products.name), asc(products.id))
          .limit(PRODUCT_OPTION_MATCHES),
      );
    },
  );

  app.get(
    STOREFRONT_API.preview,
    {
      onRequest: requirePermission('content.calendar.view'),
      schema: {
        tags,
        summary:
          'The storefront as it will be at `at` (default now): sliders and feature sections showing, prices, flash sales, promo codes, blog posts',
        security: bearerSecurity,
        querystring: PreviewQuerySchema,
        response: { 200: envelope(StorefrontPreviewSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => ok(await storefrontAt(app.db, request.query.at ? new Date(request.query.at) : shopNow())),
  );

  app.get(
    STOREFRONT_API.price,
    {
      onRequest: requirePermission('content.calendar.view'),
      schema: {
        tags,
        summary: "One product's variants and what each costs at `at` (default now), naming the flash sale that sets it",
        security: bearerSecurity,
        querystring: PriceQuerySchema,
        response: { 200: envelope(PriceAtSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) =>
      ok(await priceAt(app.db, request.query.productId, request.query.at ? new Date(request.query.at) : shopNow())),
  );

  app.get(
    CALENDAR_API.entries,
    {
      onRequest: requirePermission('content.calendar.view'),
      schema: {
        tags,
        summary:
          'Every flash sale, promo code, slider and feature-section schedule and blog publish time meeting [from, to) that the user may see',
        security: bearerSecurity,
        querystring: CalendarQuerySchema,
        response: { 200: envelope(z.array(CalendarEntrySchema)), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const kinds = CALENDAR_KINDS.filter((kind) => can(request.user, kind, 'view'));
      return ok(
        await calendarEntries(app.db, kinds, { from: new Date(request.query.from), to: new Date(request.query.to) }),
      );
    },
  );

  app.post(
    CALENDAR_API.reschedule,
    {
      onRequest: requirePermission('content.calendar.view'),
      schema: {
        tags,
        summary:
          'Moves an entry to start at `start`, keeping its length, read at `version` (stale: 409; a flash sale onto another sale of the same variant: 409)',
        security: bearerSecurity,
        body: RescheduleSchema,
        response: { 200: envelope(CalendarEntrySchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      if (!can(request.user, request.body.kind, 'edit')) throw noPermission();
      return ok(await reschedule(app.db, request.body));
    },
  );
};
