/**
 * The audit trail: one row per write, sign-in and permission denial. Append-only at the database
 * (migration 0008 adds triggers that refuse UPDATE, DELETE and TRUNCATE). No foreign keys on purpose:
 * a row outlives the user and the record it names, and a cascade would be a DELETE the guard refuses.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_OUTCOMES, type AuditChanges } from '../../../contract/platform/audit';
import { oneOf } from '../../db/columns';

export { AUDIT_OUTCOMES, type AuditChanges, type AuditOutcome } from '../../../contract/platform/audit';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a failed sign-in of an unknown account. */
    userId: integer('user_id'),
    userName: text('user_name'),
    /** The client's IP address as the server saw it. */
    address: text('address'),
    /** Resource key or area: 'tax', 'order', 'return', 'wallet', 'session', 'settings', … */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull().default('success'),
    changes: jsonb('changes').$type<AuditChanges>(),
    /** Free text the person gave (a cancel reason) or the refusal's cause. */
    reason: text('reason'),
    /** Anything else worth keeping: the route of a denial, the name tried at a failed sign-in. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_action_idx').on(t.action, t.at),
    check('audit_log_outcome_ck', oneOf(t.outcome, AUDIT_OUTCOMES)),
    check('audit_log_entity_ck', sql`length(${t.entity}) > 0`),
  ],
);
