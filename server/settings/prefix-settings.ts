/**
 * PREFIX_SETTINGS: read every type's prefix and next number, and change one with the version read. A change
 * applies to numbers taken after it; stored numbers keep theirs. Under the same prefix the next number never
 * goes back (it would hand out a number a record already has); a new prefix may start again from any number.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import {
  PREFIX_TYPES,
  type PrefixRow,
  type PrefixType,
  type PrefixUpdate,
} from '../../contract/settings/prefix-settings';
import type { Db } from '../db/client';
import { prefixSettings } from './schema';
import { withTransaction } from '../db/transaction';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import { badRequest, conflict, notFound } from '../platform/http/http-errors';

const columns = {
  type: prefixSettings.type,
  prefix: prefixSettings.prefix,
  nextNumber: prefixSettings.nextNumber,
  version: prefixSettings.version,
};

/** Every type in the contract's order. */
export async function listPrefixes(db: Db): Promise<PrefixRow[]> {
  const rows = await db.select(columns).from(prefixSettings);
  const byType = new Map(rows.map((r) => [r.type, r]));
  return PREFIX_TYPES.flatMap((type) => {
    const row = byType.get(type);
    return row ? [{ ...row, type }] : [];
  });
}

/** Changes one type's prefix and next number (stale version → 409, a step back under the same prefix → 400). */
export const savePrefix = (db: Db, type: PrefixType, update: PrefixUpdate) =>
  withTransaction(db, async (tx) => {
    // Locked: a number taken meanwhile waits, so the check below sees the number it would collide with.
    const [before] = await tx.select(columns).from(prefixSettings).where(eq(prefixSettings.type, type)).for('update');
    if (!before) throw notFound();
    if (before.version !== update.version) throw conflict(MESSAGES.staleVersion);
    if (update.prefix === before.prefix && update.nextNumber < before.nextNumber)
      throw badRequest(VALIDATION.minValue(before.nextNumber), 'nextNumber');
    const [after] = await tx
      .update(prefixSettings)
      .set({
        prefix: update.prefix,
        nextNumber: update.nextNumber,
        version: sql`${prefixSettings.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(prefixSettings.type, type), eq(prefixSettings.version, update.version)))
      .returning(columns);
    if (!after) throw conflict(MESSAGES.staleVersion);
    await recordAudit(tx, {
      entity: 'prefix-settings',
      entityId: type,
      action: 'update',
      changes: diffChanges(
        { prefix: before.prefix, nextNumber: before.nextNumber },
        { prefix: after.prefix, nextNumber: after.nextNumber },
      ),
    });
    return { ...after, type };
  });
