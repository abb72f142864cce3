/**
 * The dry run: stage the upload's rows, then walk them a few hundred products at a time in identification
 * number order (a product's rows together wherever they sit in the file), plan each product against the
 * catalogue as it is, and write one change set item per product. Reads the catalogue, never writes it.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db, Engine } from '../../db/client';
import { queryRows, withTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/audit/record';
import { timeSlices } from '../../platform/event-loop/time-slices';
import { collectEvery } from '../../platform/memory/garbage';
import { productsByKeys, skuOwners } from './catalogue-reads';
import type { StagedRow } from './plan-input';
import { planItem, type PlannedItem, type SkuFacts } from './plan-item';
import { loadReferences } from './references';
import { jsonStatements } from './json-statements';
import { stageRows } from './staging';
import { deleteStagedRows, discardAbandonedSets, discardSet } from './discard-set';

/**
 * Products planned per read (their staged rows, their catalogue state, their SKUs' owners). What a batch
 * reads stays alive while its items are planned and written, a dozen statements for 500 products: across
 * minor collections, so it was promoted. 200 keeps that smaller for a few more reads.
 */
const PRODUCTS_PER_BATCH = 200;
/** Products planned between full collections (platform/memory/garbage.ts). */
const PRODUCTS_PER_COLLECTION = 5_000;

/** SKUs on rows of more than one product in the file: sku → its rows' keys and lines (usually none at all). */
async function skusAcrossProducts(tx: Db, setId: string): Promise<Map<string, { key: string; line: number }[]>> {
  const rows = await queryRows<{ sku: string; keys: string[]; lines: number[] }>(
    tx,
    sql`select lower(data->>'sku') as sku,
      array_agg(key order by line) as keys, array_agg(line order by line) as lines
    from product_import_rows where set_id = ${setId} and coalesce(data->>'sku', '') <> ''
    group by 1 having count(distinct key) > 1`,
  );
  return new Map(rows.map((r) => [r.sku, r.keys.map((key, i) => ({ key, line: r.lines[i] }))]));
}

/** The set's items, written a statement at a time as they are planned (json-statements.ts). */
function itemWriter(tx: Db, setId: string) {
  const statements = jsonStatements(async (json) => {
    await tx.execute(sql`insert into product_import_items (set_id, position, identification_number, product_id, action, lines, changes, errors, notes, input, seen_version, included)
      select ${setId}::uuid, r.position, r.identification_number, r.product_id, r.action, array(select jsonb_array_elements_text(r.lines)::int), r.changes, r.errors, r.notes, r.input, r.seen_version, r.included
      from jsonb_to_recordset(${json}::jsonb) as r(position int, identification_number text, product_id int, action text, lines jsonb,
        changes jsonb, errors jsonb, notes jsonb, input jsonb, seen_version int, included boolean)`);
  });
  return {
    add: (position: number, item: PlannedItem) =>
      statements.add({
        position,
        identification_number: item.identificationNumber,
        product_id: item.productId,
        action: item.action,
        lines: item.lines,
        changes: item.changes,
        errors: item.errors,
        notes: item.notes,
        input: item.input,
        seen_version: item.seenVersion,
        // Nothing to apply: not ticked, and never applied.
        included: item.action === 'create' || item.action === 'update',
      }),
    flush: statements.flush,
  };
}

/** Plans every staged product of the set, a batch at a time; returns how many products there were. */
async function planStaged(tx: Db, setId: string): Promise<number> {
  const refs = await loadReferences(tx);
  const across = await skusAcrossProducts(tx, setId);
  const items = itemWriter(tx, setId);
  let last: string | null = null;
  let position = 0;
  const collect = collectEvery(PRODUCTS_PER_COLLECTION);
  const pause = timeSlices();
  for (;;) {
    const keys: string[] = (
      await queryRows<{ key: string }>(
        tx,
        sql`select key from product_import_rows where set_id = ${setId}
      ${last === null ? sql`` : sql`and key > ${last}`} group by key order by key limit ${PRODUCTS_PER_BATCH}`,
      )
    ).map((r) => r.key);
    if (keys.length === 0) {
      await items.flush();
      return position;
    }
    last = keys[keys.length - 1];
    const rows = await queryRows<StagedRow & { key: string }>(
      tx,
      sql`select key, line, data from product_import_rows
      where set_id = ${setId} and key = any(${sql.param(keys)}::text[]) order by key, line`,
    );
    const existing = new Map(
      (await productsByKeys(tx, keys)).map((p) => [p.product.identificationNumber.toLowerCase(), p]),
    );
    const owners = await skuOwners(tx, [
      ...new Set(rows.map((r) => (r.data.sku ?? '').trim().toLowerCase()).filter(Boolean)),
    ]);
    const facts: SkuFacts = {
      owner: (sku) => owners.get(sku),
      otherLine: (sku, key) => across.get(sku)?.find((r) => r.key !== key)?.line,
    };
    const groups = new Map<string, StagedRow[]>();
    for (const row of rows) groups.set(row.key, [...(groups.get(row.key) ?? []), { line: row.line, data: row.data }]);
    // Each item is written as JSON as soon as it is planned: its objects die young (json-statements.ts).
    for (const [key, group] of groups) {
      await items.add(position++, planItem(group, existing.get(key) ?? null, refs, facts));
      await pause();
    }
    collect(groups.size);
  }
}

type Upload = { file: Readable; fileName: string; actor: { id: number; name: string } };

/** Reads the file into the set and plans it; the set is finished (counted) last. */
async function planSet(db: Db, setId: string, upload: Upload): Promise<void> {
  await db.execute(sql`insert into product_import_sets (id, file_name, created_by_id, created_by_name)
    values (${setId}, ${upload.fileName.slice(0, 200)}, ${upload.actor.id}, ${upload.actor.name})`);
  const rows = await stageRows(db, setId, upload.file);
  const products = await planStaged(db, setId);
  // The items hold everything the review and the job need: the staged rows have done their work.
  await deleteStagedRows(db, setId);
  await db.execute(sql`update product_import_sets set rows = ${rows} where id = ${setId}`);
  await recordAudit(db, {
    entity: 'product-import',
    entityId: setId,
    action: 'import.dry-run',
    detail: { fileName: upload.fileName.slice(0, 200), rows, products },
  });
}

/** Reads the file into a new change set and plans it; returns the set's id. */
export async function dryRun(db: Db, engine: Engine, upload: Upload): Promise<string> {
  const setId = randomUUID();
  if (engine === 'postgres') {
    await withTransaction(db, async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await planSet(tx, setId, upload);
    });
    return setId;
  }
  // PGlite is one in-process connection, and a transaction holds it to its end: every other request waited for the
  // whole dry run (issue 39). Here each statement commits alone, the set is hidden until finished (change-sets.ts),
  // and a failed dry run removes what it wrote.
  await discardAbandonedSets(db);
  try {
    await planSet(db, setId, upload);
  } catch (error) {
    await discardSet(db, setId);
    throw error;
  }
  return setId;
}
