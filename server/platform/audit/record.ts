/**
 * Writes audit rows in the caller's transaction, so a row exists exactly when its change committed.
 * Many rows go in one statement with one parameter (a JSON array), however many there are: no
 * 65,535-parameter limit, one round trip for a batch.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuditChanges, AuditOutcome } from './schema';
import { currentActor, SYSTEM_ACTOR, type AuditActor } from './actor';
import { redactValue } from './changes';

export interface AuditEntry {
  /** Resource key or area: 'tax', 'order', 'return', 'wallet', 'session', 'settings', … */
  entity: string;
  entityId?: string | number | null;
  /** What was done: 'create', 'update', 'status', 'delete', 'order.accept', 'sign-in', … */
  action: string;
  /** Default 'success'. */
  outcome?: AuditOutcome;
  changes?: AuditChanges | null;
  reason?: string | null;
  detail?: Record<string, unknown> | null;
  /** Default: the request being served (actor.ts), else the system. */
  actor?: AuditActor;
}

/** The entry as the row's columns, the actor resolved and any secret in `detail` redacted. */
export function auditRowOf(entry: AuditEntry) {
  const actor = entry.actor ?? currentActor() ?? SYSTEM_ACTOR;
  return {
    user_id: actor.id,
    user_name: actor.name,
    address: actor.address,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    outcome: entry.outcome ?? 'success',
    changes: entry.changes ?? null,
    reason: entry.reason ?? null,
    detail: entry.detail ? redactValue(entry.detail) : null,
  };
}

/** The audit table's columns, in the order `auditRowsSql` yields them. */
export const AUDIT_COLUMNS = sql.raw(
  'user_id, user_name, address, entity, entity_id, action, outcome, changes, reason, detail',
);
/** The same columns of the row source `r` (auditRowsSql). */
export const AUDIT_COLUMNS_OF_R = sql.raw(
  'r.user_id, r.user_name, r.address, r.entity, r.entity_id, r.action, r.outcome, r.changes, r.reason, r.detail',
);

/**
 * The entries as a row source `r` for a statement of one's own (one parameter however many):
 * `insert into audit_log (${AUDIT_COLUMNS}) select ${AUDIT_COLUMNS_OF_R} from ${auditRowsSql(entries)}`.
 */
export const auditRowsSql = (
  entries: readonly AuditEntry[],
) => sql`jsonb_to_recordset(${JSON.stringify(entries.map(auditRowOf))}::jsonb)
  as r(user_id int, user_name text, address text, entity text, entity_id text, action text, outcome text, changes jsonb, reason text, detail jsonb)`;

/** Writes the entries in one INSERT inside `tx` (or alone, as its own small transaction, when given the database). */
export async function recordAudits(tx: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(
    sql`insert into audit_log (${AUDIT_COLUMNS}) select ${AUDIT_COLUMNS_OF_R} from ${auditRowsSql(entries)}`,
  );
}

/** One audit row, in the caller's transaction. */
export const recordAudit = (tx: Db, entry: AuditEntry): Promise<void> => recordAudits(tx, [entry]);
