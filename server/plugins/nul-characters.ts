/**
 * PostgreSQL text cannot hold the NUL character: a string with one would fail deep in a query as a 500.
 * This hook refuses such input up front as a 400 naming the field, for every body, query and path value.
 */
import type { FastifyRequest } from 'fastify';
import { VALIDATION } from '../../contract/messages';
import { HttpError } from '../http-errors';

/** Dotted paths of every string containing NUL inside `value` (keys included). */
export function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulPaths(item, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (key.includes('\u0000') ? [[...path, key].join('.')] : nulPaths(item, [...path, key])));
  }
  return [];
}

/** preValidation hook: 400 with one error per field that holds a NUL character. */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const paths = [...nulPaths(request.body), ...nulPaths(request.query), ...nulPaths(request.params)];
  if (paths.length) throw new HttpError(400, paths.map((field) => (field ? { field, message: VALIDATION.invalidFormat } : { message: VALIDATION.invalidFormat })));
}
