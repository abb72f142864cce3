/**
 * Row counts and checksums per table, computed by the same SQL on both engines: the md5 of every row's text
 * (its columns by name, so the physical column order does not matter), concatenated in primary-key order
 * (each key column's text under the "C" collation, so the databases' collations do not matter), and md5'd
 * again. Sequences and the applied migrations get a line each. Run inside a transaction (setStableOutput).
 */
import { listSequences, listTables, type TableInfo } from './catalog';
import { ident, publicName, setStableOutput, type SqlRunner } from './sql-runner';

export interface Checksum {
  /** A table's name, `(sequences)` or `(migrations)`. */
  name: string;
  rows: number;
  md5: string;
}

/** The SQL giving one table's count and checksum. */
function tableChecksumSql(table: TableInfo): string {
  const row = `row(${table.columns.map((c) => ident(c.name)).join(', ')})::text`;
  const order =
    table.primaryKey.length > 0
      ? table.primaryKey.map((c) => `${ident(c)}::text collate "C"`).join(', ')
      : `${row} collate "C"`;
  return `select count(*)::int as rows, md5(coalesce(string_agg(md5(${row}), '' order by ${order}), '')) as md5 from ${publicName(table.name)}`;
}

/** Every sequence's position, as one checksum line. */
async function sequencesChecksum(runner: SqlRunner): Promise<Checksum> {
  const names = await listSequences(runner);
  if (names.length === 0) return { name: '(sequences)', rows: 0, md5: '' };
  const positions = names.map(
    (name) =>
      `select ${`'${name.replaceAll("'", "''")}'`} || '=' || last_value || ':' || is_called as p from ${publicName(name)}`,
  );
  const [row] = await runner.query<{ md5: string }>(
    `select md5(string_agg(p, ',' order by p collate "C")) as md5 from (${positions.join(' union all ')}) s`,
  );
  return { name: '(sequences)', rows: names.length, md5: row.md5 };
}

/** The migrations the database has applied (drizzle's journal table), as one checksum line. */
async function migrationsChecksum(runner: SqlRunner): Promise<Checksum> {
  const [row] = await runner.query<{ rows: number; md5: string }>(`select count(*)::int as rows,
    md5(coalesce(string_agg(hash || ':' || created_at, ',' order by created_at), '')) as md5 from drizzle.__drizzle_migrations`);
  return { name: '(migrations)', ...row };
}

/** Counts and checksums of every table, the sequences and the migrations; `runner` must be in a transaction. */
export async function databaseChecksums(runner: SqlRunner, tables?: readonly TableInfo[]): Promise<Checksum[]> {
  await setStableOutput(runner);
  const lines: Checksum[] = [];
  for (const table of tables ?? (await listTables(runner))) {
    const [row] = await runner.query<{ rows: number; md5: string }>(tableChecksumSql(table));
    lines.push({ name: table.name, rows: row.rows, md5: row.md5 });
  }
  return [...lines, await sequencesChecksum(runner), await migrationsChecksum(runner)];
}

export interface ChecksumComparison {
  name: string;
  source: Checksum | undefined;
  target: Checksum | undefined;
  equal: boolean;
}

/** Both sides line by line; a line missing on one side is unequal. */
export function compareChecksums(source: readonly Checksum[], target: readonly Checksum[]): ChecksumComparison[] {
  const targets = new Map(target.map((line) => [line.name, line]));
  const names = [...new Set([...source.map((l) => l.name), ...target.map((l) => l.name)])];
  const sources = new Map(source.map((line) => [line.name, line]));
  return names.map((name) => {
    const [a, b] = [sources.get(name), targets.get(name)];
    return { name, source: a, target: b, equal: !!a && !!b && a.rows === b.rows && a.md5 === b.md5 };
  });
}

const countColumn = (c: Checksum | undefined) => (c ? c.rows.toLocaleString('en-US') : '-').padStart(10);

/** The comparison as a text table: name, rows on each side, checksum, and `ok` or `DIFFERENT`. */
export function formatComparison(
  lines: readonly ChecksumComparison[],
  labels = { source: 'PGlite', target: 'PostgreSQL' },
): string {
  const width = Math.max(5, ...lines.map((l) => l.name.length));
  const header = `${'table'.padEnd(width)}  ${labels.source.padStart(10)}  ${labels.target.padStart(10)}  ${'checksum (md5)'.padEnd(32)}  result`;
  const body = lines.map(
    (l) =>
      `${l.name.padEnd(width)}  ${countColumn(l.source)}  ${countColumn(l.target)}  ${(l.equal ? l.source!.md5 : `${l.source?.md5.slice(0, 15) ?? '-'}≠${l.target?.md5.slice(0, 15) ?? '-'}`).padEnd(32)}  ${l.equal ? 'ok' : 'DIFFERENT'}`,
  );
  return [header, '-'.repeat(header.length), ...body].join('\n');
}
