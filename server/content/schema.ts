/**
 * Storefront content the portal edits: the robots.txt as an append-only list of versions (the newest is
 * served). Who saved a version is kept by id and name, without a foreign key, so the history outlives a user.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

export const robotTextVersions = pgTable(
  'robot_text_versions',
  {
    /** 1, 2, 3…: a save writes the next one, and the primary key lets only one save claim it. */
    version: integer('version').primaryKey(),
    body: text('body').notNull(),
    savedById: integer('saved_by_id'),
    savedByName: text('saved_by_name').notNull(),
    /** The version this one copied, when it was a restore. */
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [check('robot_text_versions_version_positive', sql`${t.version} >= 1`)],
);
