/** Idempotency keys: an action's first answer per user and key. */
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { portalUsers } from './auth/schema';

/** An action's first result per user and Idempotency-Key; a replay answers with it and changes nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path the key was first used with; the same key on another request is refused. */
    scope: text('scope').notNull(),
    responseStatus: integer('response_status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
