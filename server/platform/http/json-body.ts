/**
 * JSON request bodies are bounded before any work is done on them: Fastify's `bodyLimit` stops a body
 * past MAX_BODY_BYTES while it streams in (413), and a linear scan of the raw text refuses nesting past
 * MAX_JSON_DEPTH (400) before JSON.parse, whose recursion a deep body would otherwise exhaust.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../../contract/platform/messages';
import { HttpError } from './http-errors';

/** Largest request body accepted, in bytes (1 MiB, Fastify's own default, now stated). */
export const MAX_BODY_BYTES = 1_048_576;
/** Deepest nesting of arrays and objects accepted; real bodies (criteria, views, permission trees) stay under 12. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 34; // "
const BACKSLASH = 92;
const OPENERS = new Set([91, 123]); // [ {
const CLOSERS = new Set([93, 125]); // ] }

/** The deepest nesting of `[`/`{` in JSON text, strings skipped; stops counting once past `limit`. One pass, no recursion. */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (CLOSERS.has(code)) {
      depth--;
    }
  }
  return deepest;
}

/** 400 for a body nested past MAX_JSON_DEPTH. */
export const bodyTooDeep = () => new HttpError(400, [{ message: MESSAGES.requestTooDeep(MAX_JSON_DEPTH) }]);

/** Replaces the JSON parser on the root instance: depth check first, then Fastify's own (prototype-poisoning safe) parser. */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (request, body, done) => {
        const text = String(body); // parseAs: 'string' hands over text
        if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
          done(bodyTooDeep(), undefined);
          return;
        }
        parseJson(request, text, done);
      },
    );
  },
  { name: 'json-body' },
);
