/**
 * The one error handler: every failure leaves as the envelope `{ status: false, output: null, errors }`
 * with the statuses of PRODUCT.md. Unexpected errors are logged (a failed query by its code and message, never
 * its SQL or parameters) and answered with the catalogue's technical-error message only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail, type ApiErrorItem } from '../../../contract/platform/envelope';
import { MESSAGES, VALIDATION } from '../../../contract/platform/messages';
import {
  PG_QUERY_CANCELED,
  isConnectionLost,
  isUnstorableText,
  loggableQueryError,
  pgErrorCode,
} from '../../db/pg-errors';
import { HttpError } from './http-errors';

type ValidationIssue = { instancePath: string; message?: string };

/** One error per field, the first issue winning (seed §5: only the first error per field is shown). */
export function fieldErrors(issues: readonly ValidationIssue[]): ApiErrorItem[] {
  const byField = new Map<string, ApiErrorItem>();
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (byField.has(field)) continue;
    const message = issue.message || VALIDATION.invalidFormat;
    byField.set(field, field ? { field, message } : { message });
  }
  return [...byField.values()];
}

/** Fastify's own request errors (bad JSON, wrong content type…) → our statuses and wording. */
function frameworkError(error: FastifyError): { status: number; errors: ApiErrorItem[] } | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { status: 413, errors: [{ message: MESSAGES.requestTooLarge }] };
  if (error.code?.startsWith('FST_ERR_CTP_')) return { status: 400, errors: [{ message: VALIDATION.invalidFormat }] };
  if (error.statusCode === 404) return { status: 404, errors: [{ message: MESSAGES.notFound }] };
  if (error.validation) return { status: 400, errors: fieldErrors(error.validation) };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, errors: [{ message: VALIDATION.invalidFormat }] };
  }
  return null;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send(fail(error.errors));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(fail(fieldErrors(error.validation)));
  }
  const known = frameworkError(error);
  if (known) {
    request.log.info({ code: error.code, message: error.message }, 'request rejected');
    return reply.code(known.status).send(fail(known.errors));
  }
  const sqlState = pgErrorCode(error);
  // A second line behind the unstorable-text hook (server/platform/http/unstorable-text.ts): bad input, not a fault.
  if (isUnstorableText(error)) {
    request.log.info({ code: sqlState }, 'text the database cannot store');
    return reply.code(400).send(fail([{ message: VALIDATION.invalidFormat }]));
  }
  if (sqlState === PG_QUERY_CANCELED) {
    // The statement timeout protected the database: a 503 tells clients and proxies to retry later.
    request.log.warn({ err: loggableQueryError(error) ?? error }, 'statement timeout');
    return reply.code(503).send(fail([{ message: MESSAGES.technicalError }]));
  }
  if (isConnectionLost(error)) {
    // The database is down or restarting: a 503 says "try again soon", and the pool reconnects by itself.
    request.log.warn(
      { err: loggableQueryError(error) ?? { type: error.name, code: error.code, message: error.message } },
      'database unavailable',
    );
    return reply.code(503).send(fail([{ message: MESSAGES.technicalError }]));
  }
  // A failed query is logged by its code and message only: its SQL and parameters can be megabytes, and private.
  request.log.error({ err: loggableQueryError(error) ?? error }, 'request failed');
  return reply.code(500).send(fail([{ message: MESSAGES.technicalError }]));
}

/** Registers the error handler and the 404 handler on the root instance. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(fail([{ message: MESSAGES.notFound }])));
  },
  { name: 'errors' },
);
