/** Puts a 400's per-field errors on the form's fields; returns the messages that belong to no field. */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api';

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): string[] {
  if (!(error instanceof ApiError)) return [errorMessage(error)];
  const unplaced: string[] = [];
  for (const item of error.errors.length ? error.errors : [{ message: error.message }]) {
    const field = fields.find((f) => f === item.field);
    if (field) setError(field, { type: 'server', message: item.message }, { shouldFocus: true });
    else unplaced.push(item.message);
  }
  return unplaced;
}
