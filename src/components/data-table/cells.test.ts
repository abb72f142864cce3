import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../contract';
import { cellText, clipboardText } from './cells';
import { resolveColumns, EMPTY_LAYOUT } from './columns';
import { statusIntent } from './status-intent';

const fields: FieldSpec[] = [
  { key: 'total', label: 'Total', type: 'decimal', column: { format: 'currency' } },
  { key: 'day', label: 'Day', type: 'date' },
  { key: 'verified', label: 'Verified', type: 'boolean' },
  { key: 'count', label: 'Count', type: 'number' },
];
const [total, day, verified, count] = resolveColumns(fields, EMPTY_LAYOUT);

describe('cell text', () => {
  it('shows money in rupees with Indian grouping, dates day-month-year, booleans Yes/No', () => {
    expect(cellText(total, '123456.5', 'INR')).toBe('₹1,23,456.50');
    expect(cellText(day, '2026-03-05', 'INR')).toBe('05-03-2026');
    expect(cellText(verified, true, 'INR')).toBe('Yes');
    expect(cellText(verified, false, 'INR')).toBe('No');
    expect(cellText(count, null, 'INR')).toBe('');
  });

  it('copies numbers and money as plain numbers, the rest as shown', () => {
    expect(clipboardText(total, '123456.50', 'INR')).toBe('123456.50');
    expect(clipboardText(count, 42, 'INR')).toBe('42');
    expect(clipboardText(day, '2026-03-05', 'INR')).toBe('05-03-2026');
  });
});

describe('statusIntent', () => {
  it('colours statuses by meaning, case-insensitively', () => {
    expect(statusIntent('Active')).toBe('success');
    expect(statusIntent('Cancel by Customer')).toBe('danger');
    expect(statusIntent('in-progress')).toBe('warning');
    expect(statusIntent('Inactive')).toBe('none');
    expect(statusIntent(undefined)).toBe('none');
  });
});
