/**
 * The payment gateway's mode from the portal settings' service credentials (shop_settings 'serviceCredentials',
 * written by server/settings/service-credentials.ts). Only the mode is read here, never the secret; with nothing
 * saved yet the gateway is in Test mode, as a fresh shop's should be.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';

export type GatewayMode = 'Test' | 'Production';

export async function readGatewayMode(db: Db): Promise<GatewayMode> {
  const [row] = await queryRows<{ mode: string | null }>(db, sql`select value->>'mode' as mode from shop_settings where key = 'serviceCredentials'`);
  return row?.mode === 'Production' ? 'Production' : 'Test';
}
