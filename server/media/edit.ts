/**
 * Renaming an image, its alt text, and deleting it. A delete is refused with the list of its users while any
 * table's row points at it (uses.ts); the foreign keys (ON DELETE RESTRICT) catch a use added meanwhile,
 * answered with the same 409. The file on disk goes only with the last row that shares its hash.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../contract/platform/messages';
import { MAX_VERSION } from '../../contract/platform/resource';
import { MEDIA_MESSAGES, type MediaItem, type MediaUpdate } from '../../contract/media/media';
import type { Db } from '../db/client';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { withTransaction } from '../db/transaction';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import { conflict, HttpError } from '../platform/http/http-errors';
import { readMedia, toMediaItem, type MediaRow } from './items';
import { lockHashes } from './locks';
import { media } from '../platform/media-schema';
import type { MediaStore } from './storage';
import { appMediaUsers, describeUses, findMediaUses, type MediaUser } from './uses';

/** Renames and/or sets the alt text, if `version` is still the row's; else 409. One audit row with before and after. */
export async function updateMedia(db: Db, id: number, change: MediaUpdate): Promise<MediaItem> {
  return withTransaction(db, async (tx) => {
    const before = await readMedia(tx, id, true);
    if (before.version !== change.version || before.version >= MAX_VERSION) throw conflict(MESSAGES.staleVersion);
    const values = {
      displayName: change.displayName ?? before.displayName,
      altText: change.altText ?? before.altText,
    };
    const [row] = await tx
      .update(media)
      .set({ ...values, version: before.version + 1, updatedAt: sql`now()` })
      .where(and(eq(media.id, id), eq(media.version, change.version)))
      .returning();
    const changes = Object.fromEntries(
      (Object.keys(values) as (keyof typeof values)[])
        .filter((key) => values[key] !== before[key])
        .map((key) => [key, { before: before[key], after: values[key] }]),
    );
    await recordAudit(tx, {
      entity: 'media',
      entityId: id,
      action: 'update',
      changes: { ...changes, version: { before: before.version, after: row.version } },
    });
    return toMediaItem(row);
  });
}

/** The 409 of an image in use, naming its users. */
const PG_RESTRICT_VIOLATION = '23001';

const inUse = async (db: Db, id: number) =>
  new HttpError(409, [
    { message: MEDIA_MESSAGES.inUse(describeUses(await findMediaUses(db, id)) || 'another record') },
  ]);

/** Deletes an unused image (409 listing its users otherwise), then its files if no other row shares them. `users`: tests leave one out to reach the foreign key. */
export async function deleteMedia(
  db: Db,
  store: MediaStore,
  id: number,
  users: readonly MediaUser[] = appMediaUsers(),
): Promise<void> {
  let row: MediaRow;
  try {
    row = await withTransaction(db, async (tx) => {
      const found = await readMedia(tx, id, true);
      const uses = await findMediaUses(tx, id, users);
      if (uses.length > 0) throw new HttpError(409, [{ message: MEDIA_MESSAGES.inUse(describeUses(uses)) }]);
      await tx.delete(media).where(eq(media.id, id));
      await recordAudit(tx, {
        entity: 'media',
        entityId: id,
        action: 'delete',
        changes: diffChanges({ displayName: found.displayName, altText: found.altText, path: found.path }, null),
      });
      return found;
    });
  } catch (error) {
    // A use inserted after the check: the foreign key refused the delete, and the row stays.
    // ON DELETE RESTRICT reports restrict_violation (23001); NO ACTION would report 23503.
    if ([PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION].includes(pgErrorCode(error) ?? '')) throw await inUse(db, id);
    throw error;
  }
  await removeFilesIfUnshared(db, store, row);
}

/**
 * Removes a deleted row's files when no row holds its hash any more. Under the hash's lock, an upload of the
 * same bytes has either committed its row (counted here) or not yet placed its files (it will place them anew).
 */
export async function removeFilesIfUnshared(
  db: Db,
  store: MediaStore,
  row: Pick<MediaRow, 'contentHash' | 'path' | 'thumbnailPath' | 'webpPath'>,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    await lockHashes(tx, [row.contentHash]);
    const [{ left }] = await tx.select({ left: count() }).from(media).where(eq(media.contentHash, row.contentHash));
    if (Number(left) === 0) await store.remove([...new Set([row.path, row.thumbnailPath, row.webpPath])]);
  });
}
