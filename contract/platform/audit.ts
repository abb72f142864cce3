/**
 * The audit trail as the API and screens see it: the Audit screen's read-only resource (Master Admin
 * only), a record's history, and the words for actions and outcomes. The server writes the rows
 * (server/platform/audit); nothing here writes.
 */
import { z } from 'zod';
import { ORDER_ACTION_LABELS } from '../orders/order-status';
import { defineKitResource, kit } from './kit';
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
  create: 'Created',
  update: 'Updated',
  status: 'Status changed',
  delete: 'Deleted',
  move: 'Moved',
  restore: 'Restored',
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'password.change': 'Changed password',
  denied: 'Permission denied',
  'bulk.start': 'Started a bulk action',
  'bulk.retry': 'Retried a bulk action',
  'order.note': 'Added a note',
  'wallet.credited': 'Credited the wallet',
  'wallet.debited': 'Debited the wallet',
  'code.request': 'Asked for a password reset code',
  'code.verify': 'Entered a password reset code',
  'password.reset': 'Reset the password',
  ...ORDER_ACTION_LABELS,
  ...RETURN_ACTION_LABELS,
};

/** An action as a person reads it ('order.accept' → 'Accept order'); unknown ones as they are. */
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

/** AUDIT_LOG: every write, sign-in and denial; read-only, Master Admin only (contract/platform/permissions.ts). */
export const auditLogResource = defineKitResource({
  key: 'audit-log',
  apiPath: '/audit-log',
  title: 'Audit Log',
  subject: null,
  permission: 'configuration.auditLog',
  route: 'AUDIT_LOG',
  writable: false,
  deletable: false,
  // Rows are never updated (no version); their moment is `at`.
  meta: ['id'],
  // A row of the Audit screen: `changes` and `detail` as one line of text each (the table and CSV show them so).
  fields: {
    id: kit.id({ width: 80 }),
    at: kit.created('When', { width: 160 }),
    userName: kit.readText('User', { nullable: true, width: 150 }),
    address: kit.readText('Address', { nullable: true, width: 120 }),
    entity: kit.readText('Entity', { width: 130 }),
    entityId: kit.readText('Record', { nullable: true, width: 100 }),
    action: kit.readText('Action', { width: 170 }),
    outcome: kit.readChoice('Outcome', AUDIT_OUTCOMES, { width: 100 }),
    changes: kit.readText('Changes', { nullable: true, filterable: false, sortable: false, width: 360 }),
    reason: kit.readText('Reason', { nullable: true, sortable: false, width: 220 }),
    detail: kit.readText('Detail', { nullable: true, filterable: false, sortable: false, width: 260, hidden: true }),
    userId: kit.readNumber('User ID', { nullable: true, width: 80, hidden: true }),
  },
});
export const AuditRowSchema = auditLogResource.row;
export type AuditRow = z.infer<typeof AuditRowSchema>;

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
