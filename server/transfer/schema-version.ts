/**
 * The schema version of a database: the migrations it has applied, as drizzle records them
 * (`drizzle.__drizzle_migrations`: a hash and the journal entry's `when`), named by this portal's journal
 * (server/db/migrations/meta/_journal.json) where it knows them. A backup carries it; a restore compares it
 * with this portal's journal and refuses a schema it does not know, before writing anything.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import type { SqlRunner } from './sql-runner';

export const AppliedMigrationSchema = z.object({
  /** The journal's `when` (drizzle's `created_at`): migrations apply in this order. */
  when: z.number().int(),
  hash: z.string(),
  /** The migration's file name without `.sql`, or null when the portal that read it did not know it. */
  tag: z.string().nullable(),
});
export type AppliedMigration = z.infer<typeof AppliedMigrationSchema>;

interface JournalEntry {
  tag: string;
  when: number;
}

/** This portal's migrations, oldest first. */
export function portalMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when })).toSorted((a, b) => a.when - b.when);
}

/** The migrations a database has applied, oldest first (none when it was never migrated). */
export async function appliedMigrations(runner: SqlRunner): Promise<AppliedMigration[]> {
  const [table] = await runner.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.present) return [];
  const rows = await runner.query<{ when: string; hash: string }>(
    'select created_at::text as when, hash from drizzle.__drizzle_migrations order by created_at, id',
  );
  const tags = new Map(portalMigrations().map((entry) => [entry.when, entry.tag]));
  return rows.map((row) => ({ when: Number(row.when), hash: row.hash, tag: tags.get(Number(row.when)) ?? null }));
}

const describeLatest = (latest: { tag: string | null; when: number } | undefined) =>
  latest ? (latest.tag ?? `an unknown one of ${new Date(latest.when).toISOString().slice(0, 10)}`) : 'none';

/**
 * Why this portal cannot take a database of schema `applied`, in one line, or null when it can (the same
 * migrations or fewer: the portal applies the rest when it starts).
 */
export function newerSchemaProblem(applied: readonly AppliedMigration[], what = "The backup's"): string | null {
  const known = portalMigrations();
  const knownWhens = new Set(known.map((entry) => entry.when));
  const unknown = applied.filter((migration) => !knownWhens.has(migration.when));
  if (unknown.length === 0) return null;
  const latest = applied.at(-1);
  const newer = (latest?.when ?? 0) > (known.at(-1)?.when ?? 0);
  return (
    `${what} database schema is ${newer ? "newer than this portal's" : `not this portal's (${unknown.length} migrations it does not know)`} ` +
    `(${applied.length} migrations, latest ${describeLatest(latest)}; this portal has ${known.length}, latest ${describeLatest(known.at(-1))}): ` +
    'update the portal to the version that made it, then try again.'
  );
}
