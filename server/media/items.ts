/** Reading the library: a row as the contract's item, one by id, and a page of the newest first. */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { MediaItem, MediaListQuery } from '../../contract/media/media';
import type { Db } from '../db/client';
import { notFound } from '../platform/http/http-errors';
import { media } from '../platform/media-schema';

export type MediaRow = typeof media.$inferSelect;

/** A row as the seed's calls answer it (`id`, `displayName`, `path`) plus our fields. */
export const toMediaItem = (row: MediaRow): MediaItem => ({
  id: row.id,
  displayName: row.displayName,
  path: row.path,
  thumbnailPath: row.thumbnailPath,
  webpPath: row.webpPath,
  altText: row.altText,
  contentType: row.contentType,
  size: row.size,
  width: row.width,
  height: row.height,
  version: row.version,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** `%`, `_` and `\` match themselves in a search, not as patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the library, newest first, and how many items match in all. */
export async function listMedia(db: Db, query: MediaListQuery): Promise<{ items: MediaItem[]; total: number }> {
  const search = query.search?.trim();
  const where = search ? sql`${media.displayName} ilike ${likePattern(search)}` : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.pageSize)
      .offset(query.pageNum * query.pageSize),
    db.select({ total: count() }).from(media).where(where),
  ]);
  return { items: rows.map(toMediaItem), total: Number(total) };
}

/** One row, locked for the rest of the transaction when `forUpdate`; 404 when there is none. */
export async function readMedia(db: Db, id: number, forUpdate = false): Promise<MediaRow> {
  const select = db.select().from(media).where(eq(media.id, id));
  const [row] = forUpdate ? await select.for('update') : await select;
  if (!row) throw notFound();
  return row;
}
