/**
 * PostgreSQL text cannot hold the NUL character: a string with one would fail deep in a query as a 500.
 * This hook refuses such input up front as a 400 naming the field, for every body, query and path value.
 */
import type { FastifyRequest } from 'fastify';
import { VALIDATION } from '../../../contract/messages';
import { HttpError } from './http-errors';

/** A step down from the root: its key and the step above, so a path is built only for a hit. */
interface Step { key: string; parent: Step | undefined }

const pathOf = (step: Step | undefined): string => {
  const keys: string[] = [];
  for (let s = step; s; s = s.parent) keys.push(s.key);
  return keys.toReversed().join('.');
};

/** At most this many fields are named in one answer (a body of 100,000 bad strings gets a short answer). */
export const MAX_REPORTED = 20;

/**
 * Dotted paths of every string containing NUL inside `value` (keys included), in document order.
 * Iterative and linear in the size of the value: no recursion, and no path copied per level.
 */
export function nulPaths(value: unknown, limit = MAX_REPORTED): string[] {
  const hits: string[] = [];
  const stack: Array<[unknown, Step | undefined]> = [[value, undefined]];
  while (stack.length && hits.length < limit) {
    const [item, step] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) hits.push(pathOf(step));
    } else if (item && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
      // Pushed last-first so they pop in document order.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        if (key.includes('\u0000')) stack.push([key, { key, parent: step }]);
        else stack.push([child, { key, parent: step }]);
      }
    }
  }
  return hits;
}

/** preValidation hook: 400 with one error per field that holds a NUL character. */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const paths = [...nulPaths(request.body), ...nulPaths(request.query), ...nulPaths(request.params)].slice(0, MAX_REPORTED);
  if (paths.length) throw new HttpError(400, paths.map((field) => (field ? { field, message: VALIDATION.invalidFormat } : { message: VALIDATION.invalidFormat })));
}
