/**
 * Text PostgreSQL cannot store would fail deep in a query: a NUL character in any text column, and a lone
 * UTF-16 surrogate (JSON's `"\udfff"`) in a jsonb value (22P02; a text column would silently get U+FFFD).
 * This hook refuses such input up front as a 400 naming the field, for every body, query and path value.
 * JSON's escapes are the only way in: multipart fields and raw bodies are decoded from UTF-8, which has none.
 */
import type { FastifyRequest } from 'fastify';
import { VALIDATION } from '../../../contract/platform/messages';
import { HttpError } from './http-errors';

/** A step down from the root: its key and the step above, so a path is built only for a hit. */
interface Step {
  key: string;
  parent: Step | undefined;
}

const pathOf = (step: Step | undefined): string => {
  const keys: string[] = [];
  for (let s = step; s; s = s.parent) keys.push(s.key);
  return keys.toReversed().join('.');
};

/** At most this many fields are named in one answer (a body of 100,000 bad strings gets a short answer). */
export const MAX_REPORTED = 20;

/** In Unicode mode a surrogate pair is one code point, so this matches only a half pair standing alone. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why PostgreSQL could not store `text`, in the catalogue's words; undefined when it can. */
export function unstorableReason(text: string): string | undefined {
  if (text.includes('\u0000')) return VALIDATION.invalidFormat;
  if (LONE_SURROGATE.test(text)) return VALIDATION.brokenCharacter;
  return undefined;
}

/** A string that cannot be stored: its dotted path ('' for the root) and why. */
export interface UnstorableText {
  path: string;
  message: string;
}

/**
 * Every string inside `value` (keys included) that PostgreSQL cannot store, in document order.
 * Iterative and linear in the size of the value: no recursion, and no path copied per level.
 */
export function unstorableTexts(value: unknown, limit = MAX_REPORTED): UnstorableText[] {
  const hits: UnstorableText[] = [];
  const stack: Array<[unknown, Step | undefined]> = [[value, undefined]];
  while (stack.length && hits.length < limit) {
    const [item, step] = stack.pop()!;
    if (typeof item === 'string') {
      const message = unstorableReason(item);
      if (message) hits.push({ path: pathOf(step), message });
    } else if (item && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
      // Pushed last-first so they pop in document order.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        // A bad key is reported as itself (its child is not walked): the key is what must change.
        if (unstorableReason(key)) stack.push([key, { key, parent: step }]);
        else stack.push([child, { key, parent: step }]);
      }
    }
  }
  return hits;
}

/** preValidation hook: 400 with one error per field that holds text PostgreSQL cannot store. */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  const hits = [
    ...unstorableTexts(request.body),
    ...unstorableTexts(request.query),
    ...unstorableTexts(request.params),
  ].slice(0, MAX_REPORTED);
  if (hits.length)
    throw new HttpError(
      400,
      hits.map(({ path, message }) => (path ? { field: path, message } : { message })),
    );
}
