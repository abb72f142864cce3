/**
 * An upload in two steps. Staging streams each part to a scratch file (hashing as it goes), reads its real
 * type and dimensions, and makes its thumbnail and WebP rendition there. Saving then, in one transaction,
 * moves the files into place under their hashes' locks and inserts the rows with their audit rows. A refused
 * part refuses the whole request: no row and no file of it, or of the request's other parts, is kept.
 */
import type { Readable } from 'node:stream';
import { MEDIA_LIMITS, MEDIA_MESSAGES, type MediaItem } from '../../contract/media/media';
import { stripBidiControls } from '../../contract/platform/bidi-controls';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { diffChanges } from '../platform/audit/changes';
import { recordAudits } from '../platform/audit/record';
import { HttpError } from '../platform/http/http-errors';
import { imageJobs, PixelBudgetSpent, type JobOwner } from './image-jobs';
import { inspectImage, makeThumbnail, makeWebp, type ImageFacts } from './inspect';
import { toMediaItem } from './items';
import { lockHashes } from './locks';
import { media } from '../platform/media-schema';
import { mediaNames, removeQuietly, scratchPath, streamToScratch, type MediaNames, type MediaStore } from './storage';

/** One file ready to be saved: its facts and its three scratch files. */
export interface StagedFile {
  displayName: string;
  hash: string;
  size: number;
  facts: ImageFacts;
  names: MediaNames;
  scratch: { original: string; thumbnail: string; webp: string | null };
}

/** 413 in the seed's words. */
export const tooLarge = () => new HttpError(413, [{ field: 'file', message: MEDIA_MESSAGES.tooLarge }]);

/**
 * The name staff see: the file's own name without any folder, control characters or bidirectional controls
 * (`\u202Egnp.exe` showed as `exe.png`), at most 200 characters; 'image' when it has none.
 */
export function displayNameOf(fileName: string | undefined): string {
  const base = stripBidiControls(
    (fileName ?? '')
      .split(/[\\/]/)
      .pop()!
      .replace(/\p{Cc}/gu, ''),
  ).trim();
  return base.slice(0, 200) || 'image';
}

/** 429: the user's images already queued use up their pixel budget (image-jobs.ts). */
const imagesBusy = (retryAfterSeconds: number) =>
  new HttpError(429, [{ field: 'file', message: MEDIA_MESSAGES.imagesBusy }], {
    'retry-after': String(retryAfterSeconds),
  });

/**
 * Streams one file into scratch and prepares it, its image work queued as `owner`'s (the uploading user);
 * anything refused leaves no scratch file behind.
 */
export async function stageFile(
  dirs: Pick<MediaStore, 'tmp'>,
  source: Readable & { truncated?: boolean },
  fileName: string | undefined,
  owner: JobOwner,
): Promise<StagedFile> {
  // Past the limit busboy would skip the rest of the part while still reading it: stop reading at once instead.
  source.once('limit', () => source.destroy(tooLarge()));
  const { file, hash, size } = await streamToScratch(dirs, source);
  const scratch = { original: file, thumbnail: scratchPath(dirs, '.webp'), webp: null as string | null };
  try {
    // The multipart limit cuts a file at maxUploadBytes and marks it truncated; one byte more is refused.
    if (source.truncated || size > MEDIA_LIMITS.maxUploadBytes) throw tooLarge();
    const displayName = displayNameOf(fileName);
    // The header first (cheap, no decoding): its pixels are what the owner's budget is charged.
    const facts = await inspectImage(file, displayName);
    await imageJobs
      .run(owner, facts.width * facts.height, async () => {
        await makeThumbnail(file, scratch.thumbnail);
        if (facts.extension !== 'webp') {
          scratch.webp = scratchPath(dirs, '.webp');
          await makeWebp(file, scratch.webp);
        }
      })
      .catch((error: unknown) => {
        throw error instanceof PixelBudgetSpent ? imagesBusy(error.retryAfterSeconds) : error;
      });
    return { displayName, hash, size, facts, names: mediaNames(hash, facts.extension), scratch };
  } catch (error) {
    await discardStaged([{ scratch }]);
    throw error;
  }
}

/** Removes staged files' scratch copies (after a refusal, or what saving did not move). */
export async function discardStaged(staged: readonly Pick<StagedFile, 'scratch'>[]): Promise<void> {
  const files = staged
    .flatMap(({ scratch }) => [scratch.original, scratch.thumbnail, scratch.webp])
    .filter((f): f is string => f !== null);
  await Promise.all(files.map(removeQuietly));
}

const movesOf = (file: StagedFile) => [
  { from: file.scratch.original, name: file.names.original },
  { from: file.scratch.thumbnail, name: file.names.thumbnail },
  ...(file.scratch.webp ? [{ from: file.scratch.webp, name: file.names.webp }] : []),
];

/**
 * Saves staged files as library items in one transaction (rows, audit rows and files together). Files this
 * request created are removed again, while the hashes are still locked, if a later statement fails; after
 * the lock is gone another upload may already count on them.
 */
export async function saveStaged(db: Db, store: MediaStore, staged: readonly StagedFile[]): Promise<MediaItem[]> {
  try {
    return await withTransaction(db, async (tx) => {
      await lockHashes(
        tx,
        staged.map((file) => file.hash),
      );
      const created: string[] = [];
      try {
        for (const file of staged) created.push(...(await store.place(movesOf(file))));
        return await insertRows(tx, staged);
      } catch (error) {
        await store.remove(created);
        throw error;
      }
    });
  } finally {
    await discardStaged(staged);
  }
}

async function insertRows(tx: Db, staged: readonly StagedFile[]): Promise<MediaItem[]> {
  const rows = await tx
    .insert(media)
    .values(
      staged.map((file) => ({
        displayName: file.displayName,
        contentHash: file.hash,
        path: file.names.original,
        thumbnailPath: file.names.thumbnail,
        webpPath: file.names.webp,
        contentType: file.facts.contentType,
        size: file.size,
        width: file.facts.width,
        height: file.facts.height,
      })),
    )
    .returning();
  await recordAudits(
    tx,
    rows.map((row) => ({
      entity: 'media',
      entityId: row.id,
      action: 'create',
      changes: diffChanges(null, {
        displayName: row.displayName,
        path: row.path,
        contentType: row.contentType,
        size: row.size,
        width: row.width,
        height: row.height,
      }),
    })),
  );
  return rows.map(toMediaItem);
}
