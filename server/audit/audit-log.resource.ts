/**
 * AUDIT_LOG's rows for the generic list screen, search and CSV export: read-only, Master Admin only
 * (contract/platform/audit.ts). Changes and detail read as one line of text each, so the table and the CSV show
 * them as a person reads them; the demo data is the seed's own row.
 */
import { sql } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS, auditLogResource } from '../../contract/platform/audit';
import { auditLog } from '../platform/audit/schema';
import { bindResource } from '../resources/kit';

/** `field: before → after; secret changed`, fields in name order, each value cut at 120 characters. */
const CHANGES_TEXT = sql<string | null>`(select string_agg(case when c.value ? 'changed' then c.key || ' changed'
  else c.key || ': ' || left(coalesce(c.value->>'before', '—'), 120) || ' → ' || left(coalesce(c.value->>'after', '—'), 120) end, '; ' order by c.key)
  from jsonb_each(${auditLog.changes}) c)`;

/** The action in words ('order.accept' → 'Accept order'), so the table, its filter and the CSV say what a person reads. */
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const ACTION_TEXT = sql<string>`(case ${auditLog.action} ${sql.raw(
  Object.entries(AUDIT_ACTION_LABELS)
    .map(([action, label]) => `when ${quote(action)} then ${quote(label)}`)
    .join(' '),
)} else ${auditLog.action} end)`;

export const auditLogBinding = bindResource(auditLogResource, auditLog, {
  columns: { action: ACTION_TEXT, changes: CHANGES_TEXT, detail: sql<string | null>`${auditLog.detail}::text` },
  appendOnly: true,
  demo: (now) => [
    { at: now, userName: 'System', entity: 'system', action: 'seed', detail: { note: 'Demo data created' } },
  ],
});
