/**
 * `GET|PUT /api/portal-settings/delivery-partner`: which delivery partner ships the shop's orders (the
 * `shop_settings` row `deliveryPartner`, read by server/shipping/partner.ts). Saving needs the version read.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { MESSAGES } from '../../contract/platform/messages';
import {
  DELIVERY_PARTNER_NAMES,
  DELIVERY_PARTNER_OPTIONS,
  DeliveryPartnerSettingSchema,
  DeliveryPartnerUpdateSchema,
  PORTAL_SETTINGS_API,
  type DeliveryPartnerName,
  type DeliveryPartnerSetting,
  type DeliveryPartnerUpdate,
} from '../../contract/settings/portal-settings';
import type { Db } from '../db/client';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import { shopSettings } from './schema';
import { withTransaction } from '../db/transaction';
import { conflict } from '../platform/http/http-errors';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { customerPortalRoutes, prefixSettingsRoutes } from './customer-portal-routes';
import { portalSectionRoutes } from './section-routes';

const KEY = 'deliveryPartner';
const tags = ['portal settings'];

const isPartnerName = (value: unknown): value is DeliveryPartnerName =>
  typeof value === 'string' && (DELIVERY_PARTNER_NAMES as readonly string[]).includes(value);

/** The setting as stored; a value naming no listed partner reads as null, a missing row as version 0. */
async function readDeliveryPartner(db: Db): Promise<DeliveryPartnerSetting> {
  const [row] = await db
    .select({ value: shopSettings.value, version: shopSettings.version })
    .from(shopSettings)
    .where(eq(shopSettings.key, KEY));
  return {
    partner: isPartnerName(row?.value) ? row.value : null,
    version: row?.version ?? 0,
    partners: [...DELIVERY_PARTNER_OPTIONS],
  };
}

/** One conditional statement: it writes only when the row still has the version read, else 409; the audit row with it. */
const saveDeliveryPartner = (db: Db, update: DeliveryPartnerUpdate) =>
  withTransaction(db, async (tx) => {
    const before = await readDeliveryPartner(tx);
    const saved = await writeDeliveryPartner(tx, update);
    await recordAudit(tx, {
      entity: 'settings',
      entityId: KEY,
      action: 'update',
      changes: diffChanges({ [KEY]: before.partner }, { [KEY]: saved.partner }),
    });
    return saved;
  });

async function writeDeliveryPartner(
  db: Db,
  { partner, version }: DeliveryPartnerUpdate,
): Promise<DeliveryPartnerSetting> {
  const written =
    version === 0
      ? await db
          .insert(shopSettings)
          .values({ key: KEY, value: partner })
          .onConflictDoNothing()
          .returning({ version: shopSettings.version })
      : await db
          .update(shopSettings)
          .set({ value: partner, version: sql`${shopSettings.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(shopSettings.key, KEY), eq(shopSettings.version, version)))
          .returning({ version: shopSettings.version });
  if (written.length === 0) throw conflict(MESSAGES.staleVersion);
  return { partner, version: written[0].version, partners: [...DELIVERY_PARTNER_OPTIONS] };
}

export const portalSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The other sections, the customer portal and the prefixes: registered here so the settings area is one plugin.
  await app.register(portalSectionRoutes);
  await app.register(customerPortalRoutes);
  await app.register(prefixSettingsRoutes);

  app.get(
    PORTAL_SETTINGS_API.deliveryPartner,
    {
      onRequest: requirePermission('configuration.portalSettings.view'),
      schema: {
        tags,
        summary: 'The delivery partner the shop ships with, and the partners it can choose',
        security: bearerSecurity,
        response: { 200: envelope(DeliveryPartnerSettingSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await readDeliveryPartner(app.db)),
  );

  app.put(
    PORTAL_SETTINGS_API.deliveryPartner,
    {
      onRequest: requirePermission('configuration.portalSettings.edit'),
      schema: {
        tags,
        summary: 'Choose the delivery partner (send the version read; a stale one is refused with 409)',
        security: bearerSecurity,
        body: DeliveryPartnerUpdateSchema,
        response: { 200: envelope(DeliveryPartnerSettingSchema), ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => ok(await saveDeliveryPartner(app.db, request.body)),
  );
};
