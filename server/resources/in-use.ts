/**
 * A delete refused while other records point at the row, naming them: 'attribute set is used by: Product
 * "Cotton kurta", Product "Linen shirt"'. Derived from the tables' foreign keys (drizzle's table config),
 * never listed by hand, so a new table that points at a resource (products at a tax, a size chart at an
 * image) is covered the day it is added. Keys that cascade or set null do not block a delete and are left
 * out; a row owned through a join table (an attribute set's members) is named by its owner. The database's
 * foreign key stays the final guard: its violation is answered with the same 409.
 */
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFLICT_MESSAGES } from '../../contract/platform/messages';
import type { Db } from '../db/client';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { conflict } from '../platform/http/http-errors';
import type { SearchSource } from '../search/source';

/** How many users a refusal names before "and more". */
export const USERS_NAMED = 3;
/** Columns that name a row, best first; a table with none is named by its id. */
const NAME_COLUMNS = ['name', 'displayName', 'orderNo', 'question', 'title', 'code'];
const NON_BLOCKING = new Set(['cascade', 'set null', 'set default']);
/** SQLSTATEs of a delete a foreign key refuses: NO ACTION's foreign_key_violation, RESTRICT's restrict_violation. */
const REFUSED_BY_KEY = new Set([PG_FOREIGN_KEY_VIOLATION, '23001']);

interface Reference {
  table: PgTable;
  column: AnyPgColumn;
  target: PgTable;
  blocks: boolean;
}

let known: Promise<{ references: Reference[]; nouns: Map<PgTable, string> }> | undefined;

/** Every table the server defines (area schemas and resource files) and the nouns of the bound ones, read once. */
function knownReferences() {
  known ??= (async () => {
    // Imported when first needed: the registry imports every resource file, and those import the kit.
    const { BINDINGS, RESOURCE_FILES } = await import('./registry');
    const serverDir = fileURLToPath(new URL('..', import.meta.url));
    const modules = [
      await import('../tables'),
      ...(await Promise.all(RESOURCE_FILES.map((file) => import(join(serverDir, file))))),
    ];
    const tables = [
      ...new Set(modules.flatMap((m) => Object.values(m as object)).filter((v): v is PgTable => is(v, PgTable))),
    ];
    const references = tables.flatMap((table) =>
      getTableConfig(table).foreignKeys.flatMap((fk) => {
        const { columns, foreignTable } = fk.reference();
        return columns.length === 1
          ? [{ table, column: columns[0], target: foreignTable, blocks: !NON_BLOCKING.has(fk.onDelete ?? 'no action') }]
          : [];
      }),
    );
    const nouns = new Map(
      Object.values(BINDINGS).flatMap(({ source: { table, def } }) =>
        def.subject ? [[table, def.subject] as const] : [],
      ),
    );
    return { references, nouns };
  })();
  return known;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'products' → 'product', 'categories' → 'category', 'size_charts' → 'size chart'. */
const singular = (tableName: string) => tableName.replace(/_/g, ' ').replace(/ies$/, 'y').replace(/s$/, '');

/** The rows of `table` whose `column` is `id`, each as 'Product "Cotton kurta"'; through a join table, its owners. */
async function usersThrough(
  db: Db,
  ref: Reference,
  id: number,
  all: Reference[],
  nouns: Map<PgTable, string>,
): Promise<string[]> {
  const columns = getTableColumns(ref.table) as Record<string, AnyPgColumn>;
  const nameKey = NAME_COLUMNS.find((key) => columns[key]);
  const owner = nameKey ? undefined : all.find((r) => r.table === ref.table && r !== ref && !r.blocks);
  if (owner) {
    // A join table row is part of its owner (the key that cascades): name the owner.
    const ownerColumns = getTableColumns(owner.target) as Record<string, AnyPgColumn>;
    const ownerName = ownerColumns[NAME_COLUMNS.find((key) => ownerColumns[key]) ?? 'id'];
    const rows = await db
      .selectDistinct({ id: ownerColumns.id, name: ownerName })
      .from(owner.target)
      .innerJoin(ref.table, eq(owner.column, ownerColumns.id))
      .where(eq(ref.column, id))
      .orderBy(ownerColumns.id)
      .limit(USERS_NAMED + 1);
    return rows.map((row) => label(owner.target, row.name, nouns));
  }
  // Oldest first, so the same users are named each time.
  const rows = await db
    .select({ name: nameKey ? columns[nameKey] : columns.id })
    .from(ref.table)
    .where(eq(ref.column, id))
    .orderBy(...(columns.id ? [columns.id] : []))
    .limit(USERS_NAMED + 1);
  return rows.map((row) => label(ref.table, row.name, nouns));
}

const label = (table: PgTable, name: unknown, nouns: Map<PgTable, string>) =>
  `${capitalised(nouns.get(table) ?? singular(getTableName(table)))} ${typeof name === 'number' ? `#${name}` : `"${String(name)}"`}`;

/** Who still points at row `id` of the source's table (at most USERS_NAMED + 1), named. */
export async function usersOf(db: Db, source: Pick<SearchSource, 'table'>, id: number): Promise<string[]> {
  const { references, nouns } = await knownReferences();
  const users: string[] = [];
  for (const ref of references.filter((r) => r.target === source.table && r.blocks)) {
    users.push(...(await usersThrough(db, ref, id, references, nouns)));
    if (users.length > USERS_NAMED) break;
  }
  return users;
}

/** 409 naming the first users of row `id` when it has any. */
export async function refuseIfUsed(db: Db, source: SearchSource, id: number): Promise<void> {
  await refuseIfRowUsed(db, source, source.def.subject ?? source.def.title, id);
}

/** The same for a table the kit does not bind (a category): `subject` names it in the message. */
export async function refuseIfRowUsed(
  db: Db,
  source: Pick<SearchSource, 'table'>,
  subject: string,
  id: number,
): Promise<void> {
  const users = await usersOf(db, source, id);
  if (users.length === 0) return;
  const named = users.slice(0, USERS_NAMED).join(', ') + (users.length > USERS_NAMED ? ' and more' : '');
  throw conflict(CONFLICT_MESSAGES.usedBy(subject, named));
}

/** The constraint a database error names, looking through wrappers like pgErrorCode. */
function constraintOf(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** A create or update of the source's row whose own foreign key found nothing (an image deleted meanwhile): 409 on that field. */
export function missingReference(source: SearchSource, error: unknown) {
  const constraint = constraintOf(error);
  const key = getTableConfig(source.table).foreignKeys.find((fk) => fk.getName() === constraint);
  if (!key) return undefined;
  const [column] = key.reference().columns;
  const field = Object.entries(getTableColumns(source.table)).find(([, c]) => c === column)?.[0];
  return conflict(CONFLICT_MESSAGES.referenceGone, field);
}

/** Runs a delete; when a foreign key refuses it after all (a user added meanwhile), answers the same 409 naming them. */
export async function deleteUnlessUsed<T>(
  db: Db,
  source: SearchSource,
  id: number,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!REFUSED_BY_KEY.has(pgErrorCode(error) ?? '')) throw error;
    await refuseIfUsed(db, source, id);
    throw conflict(CONFLICT_MESSAGES.inUse); // pointed at by a table the server does not define
  }
}
