/** A record's history as a person reads it: one line per changed field, secrets only as "changed". */
import type { AuditChange } from '../../../contract/platform/audit';

const MAX_VALUE = 80;

/** A value as the history shows it: — for none, Yes/No, numbers and text as they are, anything else as short JSON. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** `Name: GST 5% → GST 6%`; a secret: `Password changed`. Labels come from the screen's fields where it has them. */
export function historyLine(field: string, change: AuditChange, labels: Readonly<Record<string, string>> = {}): string {
  const label = labels[field] ?? field;
  if ('changed' in change) return `${label} changed`;
  return `${label}: ${historyValue(change.before)} → ${historyValue(change.after)}`;
}
