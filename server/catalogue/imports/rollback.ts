/**
 * Rolls an applied change set back as a whole, in one transaction: refused (409, naming them) when any
 * product it touched has changed since; else products it created are deleted and products it updated get
 * their before-image back, with the completeness refreshed and a history row for each.
 */
import { sql } from 'drizzle-orm';
import { IMPORT_MESSAGES } from '../../../contract/catalogue/product-import';
import type { Db } from '../../db/client';
import { queryRows, withTransaction } from '../../db/transaction';
import { recordAudit, recordAudits } from '../../platform/audit/record';
import { conflict } from '../../platform/http/http-errors';
import { refreshCompleteness } from '../products/completeness-sql';
import { fingerprintOf, restoreBefore } from './before-image';

const NAMED = 20;

type Applied = {
  id: number;
  product_id: number;
  action: 'create' | 'update';
  identification_number: string;
  applied_fingerprint: string;
};

export async function rollbackChangeSet(db: Db, id: string): Promise<{ deleted: number; restored: number }> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    const [set] = await queryRows<{ status: string }>(
      tx,
      sql`select status from product_import_sets where id = ${id} for update`,
    );
    if (set.status !== 'applied') throw conflict(IMPORT_MESSAGES.notApplied);
    const items = await queryRows<Applied>(
      tx,
      sql`select id, product_id, action, identification_number, applied_fingerprint
      from product_import_items where set_id = ${id} and outcome = 'applied' order by position desc`,
    );
    // Lock them all first, so nothing changes between the check and the restore.
    await tx.execute(
      sql`select id from products where id = any(${sql.param(items.map((i) => Number(i.product_id)))}::int[]) order by id for update`,
    );
    const changed: string[] = [];
    for (const item of items) {
      if ((await fingerprintOf(tx, Number(item.product_id), item.action === 'create')) !== item.applied_fingerprint)
        changed.push(item.identification_number);
    }
    if (changed.length > 0) {
      const named =
        changed.slice(0, NAMED).join(', ') + (changed.length > NAMED ? ` and ${changed.length - NAMED} more` : '');
      throw conflict(IMPORT_MESSAGES.rollbackRefused(named));
    }
    const created = items.filter((i) => i.action === 'create').map((i) => Number(i.product_id));
    const updated = items.filter((i) => i.action === 'update');
    await tx.execute(sql`delete from products where id = any(${sql.param(created)}::int[])`);
    for (const item of updated) await restoreBefore(tx, item.id, Number(item.product_id));
    if (updated.length > 0)
      await tx.execute(
        refreshCompleteness(sql`p2.id = any(${sql.param(updated.map((i) => Number(i.product_id)))}::int[])`),
      );
    await tx.execute(
      sql`update product_import_sets set status = 'rolledBack', rolled_back_at = now() where id = ${id}`,
    );
    await recordAudit(tx, {
      entity: 'product-import',
      entityId: id,
      action: 'import.rollback',
      changes: { status: { before: 'applied', after: 'rolledBack' } },
      detail: { deleted: created.length, restored: updated.length },
    });
    // Each product's history says it was put back (rows of the set's job, apart from the request's one).
    await recordAudits(
      tx,
      items.map((i) => ({
        entity: 'product',
        entityId: Number(i.product_id),
        action: `import.rollback.${i.action}`,
        detail: { bulkJob: id, identificationNumber: i.identification_number },
      })),
    );
    return { deleted: created.length, restored: updated.length };
  });
}
