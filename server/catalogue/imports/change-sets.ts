/** Change sets as staff review them: the summary, a page of items, ticking, and starting the apply. */
import { sql } from 'drizzle-orm';
import {
  IMPORT_ACTIONS,
  IMPORT_MESSAGES,
  IMPORT_OUTCOMES,
  type ChangeSet,
  type ChangeSetItem,
  type ChangeSetItemsPage,
  type ChangeSetSelection,
} from '../../../contract/catalogue/product-import';
import type { Db } from '../../db/client';
import { queryRows, withTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/audit/record';
import { conflict } from '../../platform/http/http-errors';
import { FINISHED_SET } from './discard-set';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const tally = <K extends string>(keys: readonly K[], rows: { k: string; n: number }[]) =>
  Object.fromEntries(keys.map((k) => [k, Number(rows.find((r) => r.k === k)?.n ?? 0)])) as Record<K, number>;

type SetRow = {
  id: string;
  file_name: string;
  status: ChangeSet['status'];
  rows: number;
  created_by_name: string;
  created_at: Date | string;
  applied_at: Date | string | null;
  rolled_back_at: Date | string | null;
};

export async function readChangeSet(db: Db, id: string): Promise<ChangeSet | null> {
  if (!UUID.test(id)) return null;
  const [set] = await queryRows<SetRow>(
    db,
    sql`select id, file_name, status, rows, created_by_name, created_at, applied_at, rolled_back_at from product_import_sets where id = ${id} and ${FINISHED_SET}`,
  );
  if (!set) return null;
  const actions = await queryRows<{ k: string; n: number }>(
    db,
    sql`select action as k, count(*)::int as n from product_import_items where set_id = ${id} group by action`,
  );
  const outcomes = await queryRows<{ k: string; n: number }>(
    db,
    sql`select outcome as k, count(*)::int as n from product_import_items where set_id = ${id} group by outcome`,
  );
  const [{ included }] = await queryRows<{ included: number }>(
    db,
    sql`select count(*)::int as included from product_import_items where set_id = ${id} and included`,
  );
  const byAction = tally(IMPORT_ACTIONS, actions);
  return {
    id: set.id,
    fileName: set.file_name,
    status: set.status,
    rows: set.rows,
    products: Object.values(byAction).reduce((a, b) => a + b, 0),
    actions: byAction,
    outcomes: tally(IMPORT_OUTCOMES, outcomes),
    included: Number(included),
    createdBy: set.created_by_name,
    createdAt: iso(set.created_at)!,
    appliedAt: iso(set.applied_at),
    rolledBackAt: iso(set.rolled_back_at),
  };
}

type ItemRow = {
  id: number;
  identification_number: string;
  product_id: number | null;
  action: ChangeSetItem['action'];
  lines: number[];
  included: boolean;
  changes: ChangeSetItem['changes'];
  errors: ChangeSetItem['errors'];
  notes: ChangeSetItem['notes'];
  outcome: ChangeSetItem['outcome'];
  message: string | null;
};

export async function readItems(
  db: Db,
  id: string,
  query: { pageNum: number; pageSize: number; action?: ChangeSetItem['action'] },
): Promise<ChangeSetItemsPage> {
  const where = sql`set_id = ${id} ${query.action ? sql`and action = ${query.action}` : sql``}`;
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from product_import_items where ${where}`,
  );
  const rows = await queryRows<ItemRow>(
    db,
    sql`select id, identification_number, product_id, action, lines, included, changes, errors, notes, outcome, message
    from product_import_items where ${where} order by position limit ${query.pageSize} offset ${query.pageNum * query.pageSize}`,
  );
  return {
    content: rows.map((r) => ({
      id: r.id,
      identificationNumber: r.identification_number,
      productId: r.product_id === null ? null : Number(r.product_id),
      action: r.action,
      lines: r.lines.map(Number),
      included: r.included,
      changes: r.changes,
      errors: r.errors,
      notes: r.notes,
      outcome: r.outcome,
      message: r.message,
    })),
    totalElements: Number(total),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** Ticks or unticks items of a set under review; only products that can apply can be ticked. Returns how many changed. */
export async function selectItems(db: Db, id: string, selection: ChangeSetSelection): Promise<number> {
  return withTransaction(db, async (tx) => {
    const [set] = await queryRows<{ status: string }>(
      tx,
      sql`select status from product_import_sets where id = ${id} for update`,
    );
    if (set.status !== 'ready') throw conflict(IMPORT_MESSAGES.notReady);
    const which = selection.all ? sql`` : sql`and id = any(${sql.param(selection.itemIds ?? [])}::int[])`;
    const changed = await queryRows<{ id: number }>(
      tx,
      sql`update product_import_items set included = ${selection.included}
      where set_id = ${id} and action in ('create', 'update') and included <> ${selection.included} ${which} returning id`,
    );
    await recordAudit(tx, {
      entity: 'product-import',
      entityId: id,
      action: 'import.select',
      changes: { included: { before: !selection.included, after: selection.included } },
      detail: { items: changed.length },
    });
    return changed.length;
  });
}

/** Marks what will not be applied as skipped and the set as applying (the runner does the rest). */
export async function startApply(db: Db, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [set] = await queryRows<{ status: string }>(
      tx,
      sql`select status from product_import_sets where id = ${id} for update`,
    );
    if (set.status !== 'ready') throw conflict(IMPORT_MESSAGES.notReady);
    const skipped = await queryRows<{ n: number }>(
      tx,
      sql`with s as (update product_import_items set outcome = 'skipped'
      where set_id = ${id} and (not included or action not in ('create', 'update')) returning 1) select count(*)::int as n from s`,
    );
    await tx.execute(sql`update product_import_sets set status = 'applying' where id = ${id}`);
    await recordAudit(tx, {
      entity: 'product-import',
      entityId: id,
      action: 'import.apply',
      changes: { status: { before: 'ready', after: 'applying' } },
      detail: { skipped: Number(skipped[0].n) },
    });
  });
}
