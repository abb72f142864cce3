/** The status counters the triggers keep (migration 0003), read by db/status-counts.ts. */
import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Exact counts per status, striped over 16 shards per status (one per connection: `pg_backend_pid() % 16`)
 * so concurrent changes do not queue on one hot row. A count is the sum of its shards.
 * `entity` is `order`, `payment`, `return` or `exchange`.
 */
export const statusCounts = pgTable(
  'status_counts',
  {
    entity: text('entity').notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'status_counts_pk', columns: [t.entity, t.status, t.shard] })],
);
