/**
 * The audit trail as the API and screens see it: the Audit screen's read-only resource (Master Admin
 * only), a record's history, and the words for actions and outcomes. The server writes the rows
 * (server/platform/audit); nothing here writes.
 */
import { z } from 'zod';
import { ORDER_ACTION_LABELS } from '../orders/order-status';
import { defineResource } from './resource';
import { RETURN_ACTION_LABELS } from '../returns/returns';

/** How an attempt ended: done, refused by a rule (a wrong password, the limiter, a bulk item not allowed), or denied by permissions. */
export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** One field's change; a secret field (password, token, key) only says that it changed. */
export const AuditChangeSchema = z.union([
  z.object({ before: z.unknown(), after: z.unknown() }),
  z.object({ changed: z.literal(true) }),
]);
export type AuditChange = z.infer<typeof AuditChangeSchema>;
/** field → its change. */
export const AuditChangesSchema = z.record(z.string(), AuditChangeSchema);
export type AuditChanges = z.infer<typeof AuditChangesSchema>;

/** Why a sign-in or password change failed, as the Audit screen says it (the person was told less). */
export const AUDIT_REASONS = {
  tooManyAttempts: 'Too many failed attempts: refused by the limiter',
  unknownAccount: 'No such account',
  wrongPassword: 'Wrong password',
  inactiveAccount: 'The account is inactive',
} as const;

/** Each action's words (the order and return actions as their buttons say them). */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Created', update: 'Updated', status: 'Status changed', delete: 'Deleted', move: 'Moved', restore: 'Restored',
  'sign-in': 'Signed in', 'sign-out': 'Signed out', 'password.change': 'Changed password', denied: 'Permission denied',
  'bulk.start': 'Started a bulk action', 'bulk.retry': 'Retried a bulk action', 'order.note': 'Added a note',
  'wallet.credited': 'Credited the wallet', 'wallet.debited': 'Debited the wallet',
  'code.request': 'Asked for a password reset code', 'code.verify': 'Entered a password reset code', 'password.reset': 'Reset the password',
  ...ORDER_ACTION_LABELS, ...RETURN_ACTION_LABELS,
};

/** An action as a person reads it ('order.accept' → 'Accept order'); unknown ones as they are. */
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

/** A row of the Audit screen: `changes` and `detail` as one line of text each (the table and CSV show them so). */
export const AuditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  address: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  changes: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;

/** AUDIT_LOG: every write, sign-in and denial; read-only, Master Admin only (contract/platform/permissions.ts). */
export const auditLogResource = defineResource({
  key: 'audit-log',
  apiPath: '/audit-log',
  title: 'Audit Log',
  subject: null,
  permission: 'configuration.auditLog',
  row: AuditRowSchema,
  fields: [
    { key: 'id', label: 'ID', type: 'number', column: { width: 80 } },
    { key: 'at', label: 'When', type: 'datetime', column: { width: 160, format: 'datetime' } },
    { key: 'userName', label: 'User', type: 'text', column: { width: 150 } },
    { key: 'address', label: 'Address', type: 'text', column: { width: 120 } },
    { key: 'entity', label: 'Entity', type: 'text', column: { width: 130 } },
    { key: 'entityId', label: 'Record', type: 'text', column: { width: 100 } },
    { key: 'action', label: 'Action', type: 'text', column: { width: 170 } },
    { key: 'outcome', label: 'Outcome', type: 'enum', options: AUDIT_OUTCOMES, column: { width: 100 } },
    { key: 'changes', label: 'Changes', type: 'text', filterable: false, sortable: false, column: { width: 360 } },
    { key: 'reason', label: 'Reason', type: 'text', sortable: false, column: { width: 220 } },
    { key: 'detail', label: 'Detail', type: 'text', filterable: false, sortable: false, column: { width: 260, hidden: true } },
    { key: 'userId', label: 'User ID', type: 'number', column: { width: 80, hidden: true } },
  ],
  defaultSort: { sortKey: 'id', sortOption: 'desc' },
  route: 'AUDIT_LOG',
});

/** One entry of a record's history (drawer or detail): who, when, what changed. */
export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userName: z.string().nullable(),
  action: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  changes: AuditChangesSchema.nullable(),
  reason: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** The newest entries a history shows; the Audit screen has the rest. */
export const HISTORY_LIMIT = 100;

export const AUDIT_API = {
  /** `GET`: a record's history, newest first; needs the view permission of the record's screen. */
  history: (entity: string, id: string | number) => `/history/${entity}/${id}`,
} as const;
