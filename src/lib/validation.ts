/**
 * The form kit's validation helpers (seed §5): what counts as empty, the first message of a
 * field's error, and the form-wide touch that reveals every silent error.
 */
import type { FieldError, FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** Seed §5: empty is null (or undefined), an empty string, an empty array or an empty object. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.keys(value).length === 0;
  return false;
}

/** Seed §5 "required trims": a string of spaces is as empty as ''. */
export const isBlank = (value: unknown): boolean => isEmpty(typeof value === 'string' ? value.trim() : value);

/** Seed §5: only the first error of a field is shown; for an object or array field, its first inner one. */
export function firstErrorMessage(error: FieldError | FieldErrors | undefined): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  for (const [key, inner] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    const message = firstErrorMessage(inner as FieldError);
    if (message) return message;
  }
  return undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** Every leaf path of a form's values (`a`, `b.c`, `rows.0.name`); arrays of plain values are leaves. */
export function leafPaths(values: unknown, prefix = ''): string[] {
  const join = (key: string | number) => (prefix ? `${prefix}.${key}` : String(key));
  if (isPlainObject(values)) {
    return Object.entries(values).flatMap(([k, v]) =>
      isPlainObject(v) || isObjectArray(v) ? leafPaths(v, join(k)) : [join(k)],
    );
  }
  if (isObjectArray(values)) return values.flatMap((v, i) => leafPaths(v, join(i)));
  return prefix ? [prefix] : [];
}

function isObjectArray(v: unknown): v is Record<string, unknown>[] {
  return Array.isArray(v) && v.length > 0 && v.every(isPlainObject);
}

/**
 * Seed §5 "a form-wide touch": marks every field touched and validates them all, so each field
 * shows its (first) error. Resolves true when the form is valid.
 */
export async function touchAll<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'trigger'>,
): Promise<boolean> {
  for (const path of leafPaths(form.getValues())) {
    const name = path as FieldPath<T>;
    form.setValue(name, form.getValues(name), { shouldTouch: true });
  }
  return form.trigger();
}
