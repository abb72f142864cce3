/**
 * The robots.txt versions: the newest is the current text, a save appends the next version only while the
 * newest is still the one the editor read (one conditional INSERT; the primary key settles two saves at once).
 */
import { desc, eq, lt, sql } from 'drizzle-orm';
import { MESSAGES, ROBOT_TEXT_MESSAGES } from '../../contract/platform/messages';
import {
  ROBOT_TEXT_HISTORY_PAGE,
  type RobotText,
  type RobotTextHistory,
  type RobotTextVersionSummary,
} from '../../contract/content/robot-text';
import { MAX_VERSION } from '../../contract/platform/resource';
import type { Db } from '../db/client';
import { robotTextVersions as versions } from './schema';
import { AUDIT_COLUMNS, AUDIT_COLUMNS_OF_R, auditRowsSql } from '../platform/audit/record';
import { queryRows } from '../db/transaction';
import { conflict, HttpError } from '../platform/http/http-errors';

/** Who saves: the signed-in user's id and name, kept with the version. */
export interface Saver {
  id: number | null;
  name: string;
}

/** The one record the audit trail names (its history is the robots.txt's). */
export const ROBOT_TEXT_RECORD = 'robots.txt';

const EMPTY: RobotText = { version: 0, text: '', savedAt: null, savedBy: null, restoredFrom: null };

const meta = {
  version: versions.version,
  savedAt: versions.createdAt,
  savedBy: versions.savedByName,
  restoredFrom: versions.restoredFrom,
};
const iso = (value: Date | string) => new Date(value).toISOString();

/** The newest version, or version 0 with an empty text (allow everything) when none was saved. */
export async function readCurrentRobotText(db: Db): Promise<RobotText> {
  const [row] = await db
    .select({ ...meta, text: versions.body })
    .from(versions)
    .orderBy(desc(versions.version))
    .limit(1);
  return row ? { ...row, savedAt: iso(row.savedAt) } : EMPTY;
}

/** One version with its text; 404 in the catalogue's words when it does not exist. */
export async function readRobotTextVersion(db: Db, version: number): Promise<RobotText> {
  const [row] = await db
    .select({ ...meta, text: versions.body })
    .from(versions)
    .where(eq(versions.version, version));
  if (!row) throw new HttpError(404, [{ message: ROBOT_TEXT_MESSAGES.noSuchVersion }]);
  return { ...row, savedAt: iso(row.savedAt) };
}

/** A page of the history, newest first, older than `before` when given: size and line count instead of the text. */
export async function listRobotTextVersions(db: Db, before?: number): Promise<RobotTextHistory> {
  const rows = await db
    .select({
      ...meta,
      bytes: sql<number>`octet_length(${versions.body})`.mapWith(Number),
      // Lines as an editor counts them: one more than the line breaks, none for an empty text.
      lines:
        sql<number>`case when ${versions.body} = '' then 0 else length(${versions.body}) - length(replace(${versions.body}, E'\\n', '')) + 1 end`.mapWith(
          Number,
        ),
    })
    .from(versions)
    .where(before === undefined ? undefined : lt(versions.version, before))
    .orderBy(desc(versions.version))
    .limit(ROBOT_TEXT_HISTORY_PAGE + 1);
  const content: RobotTextVersionSummary[] = rows
    .slice(0, ROBOT_TEXT_HISTORY_PAGE)
    .map((r) => ({ ...r, savedAt: iso(r.savedAt) }));
  return { content, hasMore: rows.length > ROBOT_TEXT_HISTORY_PAGE };
}

/**
 * Appends `text` as the version after `readVersion`, if that is still the newest (0: none saved yet); else 409.
 * Two saves of the same version at once: the second waits on the first's key and inserts nothing.
 */
export async function appendRobotText(
  db: Db,
  text: string,
  readVersion: number,
  saver: Saver,
  restoredFrom: number | null = null,
): Promise<RobotText> {
  if (readVersion >= MAX_VERSION) throw conflict(MESSAGES.staleVersion);
  const next = readVersion + 1;
  // The versions keep every text, so the audit row names the versions, not the (up to 500 KiB) texts.
  const audit = auditRowsSql([
    {
      entity: 'robot-text',
      entityId: ROBOT_TEXT_RECORD,
      action: restoredFrom === null ? 'update' : 'restore',
      changes: { version: { before: readVersion, after: next } },
      detail: restoredFrom === null ? null : { restoredFrom },
    },
  ]);
  const [row] = await queryRows<{ created_at: Date | string }>(
    db,
    sql`
    with v as (
      insert into robot_text_versions (version, body, saved_by_id, saved_by_name, restored_from)
      select ${next}::int, ${text}::text, ${saver.id}::int, ${saver.name}::text, ${restoredFrom}::int
      where coalesce((select max(version) from robot_text_versions), 0) = ${readVersion}::int
      on conflict (version) do nothing
      returning created_at),
    a as (insert into audit_log (${AUDIT_COLUMNS}) select ${AUDIT_COLUMNS_OF_R} from ${audit} where exists (select 1 from v))
    select created_at from v`,
  );
  if (!row) throw conflict(MESSAGES.staleVersion);
  return { version: next, text, savedAt: iso(row.created_at), savedBy: saver.name, restoredFrom };
}
