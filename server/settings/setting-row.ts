/**
 * A portal setting kept as one versioned `shop_settings` row (JSON value): read it with its version (0 when
 * none is stored) and write it only when the row still has the version read (stale → 409), with its audit row.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../contract/platform/messages';
import type { Db } from '../db/client';
import { shopSettings } from './schema';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import { conflict } from '../platform/http/http-errors';

export interface StoredSetting<T> {
  value: T | null;
  version: number;
}

/** The stored value (null when none) and its version; `lock` holds the row until the transaction ends. */
export async function readSetting<T>(db: Db, key: string, lock = false): Promise<StoredSetting<T>> {
  const query = db
    .select({ value: shopSettings.value, version: shopSettings.version })
    .from(shopSettings)
    .where(eq(shopSettings.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return { value: (row?.value ?? null) as T | null, version: row?.version ?? 0 };
}

/**
 * Writes `next` if the row still has `version` (0: none stored yet), records what changed (secret-named
 * fields only as changed, see platform/audit/changes.ts) and answers the new version.
 */
export async function writeSetting<T extends object>(
  tx: Db,
  key: string,
  version: number,
  before: T | null,
  next: T,
  {
    auditView = (v) => ({ ...v }) as Record<string, unknown>,
    entity = 'settings',
  }: { auditView?: (v: T) => Record<string, unknown>; entity?: string } = {},
): Promise<number> {
  const written =
    version === 0
      ? await tx
          .insert(shopSettings)
          .values({ key, value: next })
          .onConflictDoNothing()
          .returning({ version: shopSettings.version })
      : await tx
          .update(shopSettings)
          .set({ value: next, version: sql`${shopSettings.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(shopSettings.key, key), eq(shopSettings.version, version)))
          .returning({ version: shopSettings.version });
  if (written.length === 0) throw conflict(MESSAGES.staleVersion);
  await recordAudit(tx, {
    entity,
    entityId: key,
    action: 'update',
    changes: diffChanges(before ? auditView(before) : null, auditView(next)),
  });
  return written[0].version;
}
