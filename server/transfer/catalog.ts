/**
 * What the public schema holds, read from pg_catalog the same way on both engines: the tables with their
 * copyable columns and primary keys, the sequences, and the foreign keys (which the copy drops and adds
 * back, so rows may arrive in any order and the database still checks every reference at the end).
 */
import type { SqlRunner } from './sql-runner';

export interface ColumnInfo {
  name: string;
  /** format_type(): `numeric(12,2)`, `timestamp with time zone`, `text[]` … */
  type: string;
  /** An identity column: the copy inserts with OVERRIDING SYSTEM VALUE. */
  identity: boolean;
}

export interface TableInfo {
  name: string;
  /** Stored columns (generated ones are computed again by the target), by name. */
  columns: ColumnInfo[];
  /** Primary key columns; empty when the table has none (then the whole row orders it). */
  primaryKey: string[];
}

export interface ForeignKey {
  table: string;
  name: string;
  /** pg_get_constraintdef(): `FOREIGN KEY (a) REFERENCES b(id) ON DELETE CASCADE`. */
  definition: string;
}

/** Tables of the public schema (partitions are reached through their parent), by name. */
export async function listTables(runner: SqlRunner): Promise<TableInfo[]> {
  const rows = await runner.query<{ table: string; column: string; type: string; identity: boolean; pk: boolean }>(`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
      a.attidentity <> '' as identity, coalesce(a.attnum = any(pk.conkey), false) as pk
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname collate "C", a.attname collate "C"`);
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], primaryKey: [] };
    tables.set(row.table, table);
    table.columns.push({ name: row.column, type: row.type, identity: row.identity });
    if (row.pk) table.primaryKey.push(row.column);
  }
  return [...tables.values()];
}

/** Sequences of the public schema, by name. */
export async function listSequences(runner: SqlRunner): Promise<string[]> {
  const rows = await runner.query<{ name: string }>(`select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname collate "C"`);
  return rows.map((row) => row.name);
}

/** Foreign keys between tables of the public schema. */
export async function listForeignKeys(runner: SqlRunner): Promise<ForeignKey[]> {
  return runner.query<ForeignKey>(`select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where k.contype = 'f' and k.connamespace = 'public'::regnamespace order by c.relname collate "C", k.conname collate "C"`);
}

/**
 * Everything in the database that makes it not empty: relations and functions in public, and any schema besides
 * public and the system's (drizzle's migrations, a job queue's), tables first.
 */
export async function describeContents(runner: SqlRunner): Promise<string[]> {
  const rows = await runner.query<{ what: string }>(`select what from (
    select case when relkind in ('r', 'p') then 0 else 1 end as rank,
        format('%s %s', case relkind when 'S' then 'sequence' when 'v' then 'view' else 'table' end, relname) as what
      from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    union all select 2, format('function %s', proname) from pg_proc where pronamespace = 'public'::regnamespace
    union all select 3, format('schema %s', nspname) from pg_namespace
      where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%') s
    order by rank, what collate "C"`);
  return rows.map((row) => row.what);
}

/** Differences between two engines' table lists, in words (empty when they hold the same tables and columns). */
export function schemaDifferences(source: readonly TableInfo[], target: readonly TableInfo[]): string[] {
  const describe = (table: TableInfo) => table.columns.map((c) => `${c.name} ${c.type}`).join(', ');
  const targets = new Map(target.map((t) => [t.name, t]));
  const differences = source.flatMap((table) => {
    const other = targets.get(table.name);
    if (!other) return [`table ${table.name} is missing in the target`];
    return describe(other) === describe(table)
      ? []
      : [`table ${table.name} differs: (${describe(table)}) vs (${describe(other)})`];
  });
  const sources = new Set(source.map((t) => t.name));
  return [
    ...differences,
    ...target.filter((t) => !sources.has(t.name)).map((t) => `table ${t.name} exists only in the target`),
  ];
}
