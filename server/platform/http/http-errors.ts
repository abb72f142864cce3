/** Errors a handler throws to answer with a catalogue message and status (PRODUCT.md "API conventions"). */
import { MESSAGES } from '../../../contract/platform/messages';
import type { ApiErrorItem } from '../../../contract/platform/envelope';

/**
 * An expected failure: the error handler sends `errors` with `statusCode` and `headers` as they are. It carries no
 * stack: it is an answer, not a fault, and capturing one was most of a refused search's cost (a burst of bad criteria
 * made thousands a second). Faults (every other Error) keep theirs.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ApiErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    const message = errors.map((e) => e.message).join('; ');
    const stackFrames = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message); // Error's constructor with a string cannot throw, so the limit is always put back
    Error.stackTraceLimit = stackFrames;
    this.name = 'HttpError';
  }
}

/** 400 for one field. */
export const badRequest = (message: string, field?: string) =>
  new HttpError(400, [field ? { field, message } : { message }]);
/** 401 with the login screen's message (wrong or unknown user: the same body either way). */
export const incorrectLogin = () => new HttpError(401, [{ message: MESSAGES.incorrectLogin }]);
/** 401: no session, or it expired or was revoked. */
export const sessionExpired = () => new HttpError(401, [{ message: MESSAGES.sessionExpired }]);
/** 403: signed in, but not allowed. */
export const noPermission = () => new HttpError(403, [{ message: MESSAGES.noPermission }]);
/** 404. */
export const notFound = () => new HttpError(404, [{ message: MESSAGES.notFound }]);
/** 409: duplicate, stale version or an action not allowed in the current status. */
export const conflict = (message: string, field?: string) =>
  new HttpError(409, [field ? { field, message } : { message }]);

/** 422: the request is well formed but cannot be processed as sent (an Idempotency-Key reused for another request). */
export const unprocessable = (message: string) => new HttpError(422, [{ message }]);

/** 429 with Retry-After in seconds and the wait in minutes in the message. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, [{ message: MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)) }], {
    'retry-after': String(seconds),
  });
}
