/**
 * Demo rows of every resource that brings its own (`demo` in its binding, server/resources/*.resource.ts),
 * and the tables a demo-data reset empties: each resource's table, found through the same registry.
 */
import { getTableName } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readAtOnce } from '../db/prepared';
import { splitOwned, writeOwned } from '../resources/owned-rows';
import { BINDINGS } from '../resources/registry';

/**
 * Inserts each resource's demo rows (tax rates, locations, promo codes, FAQs…), in the registry's order; the
 * rows they own (an attribute set's members, server/resources/owned-rows.ts) once every table has its rows,
 * since they may point at a resource later in that order (or at the catalogue, seeded before).
 */
export async function seedResources(tx: Db, now: Date): Promise<void> {
  const owned: (() => Promise<void>)[] = [];
  for (const { demo, source } of Object.values(BINDINGS)) {
    const rows = (demo?.(now) ?? []) as Record<string, unknown>[];
    if (!rows.length) continue;
    const split = rows.map((row) => splitOwned(source.table, row));
    const ids = (await tx
      .insert(source.table)
      .values(split.map(([columns]) => columns) as never)
      .returning({ id: source.id })) as { id: number }[];
    // An owned value may be a function of the seeded database (a flash sale's variants): it is called then.
    split.forEach(([, values], i) =>
      owned.push(async () => {
        const resolved = Object.fromEntries(
          await readAtOnce(
            tx,
            Object.entries(values).map(
              ([field, value]) =>
                async () =>
                  [
                    field,
                    typeof value === 'function' ? await (value as (db: Db) => Promise<unknown>)(tx) : value,
                  ] as const,
            ),
          ),
        );
        await writeOwned(tx, source.table, ids[i].id, resolved);
      }),
    );
  }
  for (const write of owned) await write();
}

/** The table of every resource, for the demo-data reset (an append-only one, the audit trail, is kept: it refuses TRUNCATE). */
export const resourceTableNames = (): string[] => [
  ...new Set(
    Object.values(BINDINGS)
      .filter((b) => !b.appendOnly)
      .map((b) => getTableName(b.source.table)),
  ),
];
