/**
 * The media library (seed §3 "Media item"). A row is one library entry (a name and alt text staff chose);
 * the bytes live on disk under DATA_DIR, named by their SHA-256 (server/media/storage.ts).
 *
 * Rows may share a content hash: uploading the same picture twice gives two entries (each keeps the name
 * and alt text it was uploaded with, and deleting one leaves the other), while the file itself is stored
 * once. Returning the existing row instead would rename nothing and surprise whoever uploaded it under a
 * new name; sharing the file keeps the disk cost of a duplicate at zero either way. The file is removed
 * only when its last row goes (server/media/delete.ts).
 *
 * Other areas point at `media.id` with a foreign key (ON DELETE RESTRICT); "where used" is derived from
 * those keys (server/media/uses.ts), never kept by hand.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { MEDIA_CONTENT_TYPES, MEDIA_LIMITS } from '../../contract/media/media';
import { createdAt, oneOf, updatedAt } from '../db/columns';

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    displayName: text('display_name').notNull(),
    altText: text('alt_text').notNull().default(''),
    /** SHA-256 of the original bytes, lower-case hex; names the stored files. */
    contentHash: text('content_hash').notNull(),
    /** Relative to a CDN base, e.g. `media/ab/ab12….jpg`. */
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    webpPath: text('webp_path').notNull(),
    /** The real type read from the bytes, never the browser's claim. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The delete asks "does another row share this file?"; the library lists newest first.
    index('media_content_hash_idx').on(t.contentHash),
    index('media_created_idx').on(t.createdAt, t.id),
    check('media_content_hash_ck', sql`${t.contentHash} ~ '^[0-9a-f]{64}$'`),
    check('media_content_type_ck', oneOf(t.contentType, MEDIA_CONTENT_TYPES)),
    check('media_size_ck', sql`${t.size} > 0 and ${t.size} <= ${sql.raw(String(MEDIA_LIMITS.maxUploadBytes))}`),
    check('media_dimensions_ck', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
