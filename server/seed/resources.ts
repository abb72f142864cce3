/**
 * Demo rows of every resource that brings its own (`demo` in its binding, server/resources/*.resource.ts),
 * and the tables a demo-data reset empties: each resource's table, found through the same registry.
 */
import { getTableName } from 'drizzle-orm';
import type { Db } from '../db/client';
import { BINDINGS } from '../resources/registry';

/** Inserts each resource's demo rows (tax rates, locations, promo codes, FAQs…), in the registry's order. */
export async function seedResources(tx: Db, now: Date): Promise<void> {
  for (const binding of Object.values(BINDINGS)) {
    const rows = binding.demo?.(now);
    if (rows?.length) await tx.insert(binding.source.table).values(rows as never);
  }
}

/** The table of every resource, for the demo-data reset (an append-only one, the audit trail, is kept: it refuses TRUNCATE). */
export const resourceTableNames = (): string[] =>
  [...new Set(Object.values(BINDINGS).filter((b) => !b.appendOnly).map((b) => getTableName(b.source.table)))];
