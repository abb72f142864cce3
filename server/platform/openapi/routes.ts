/** Bits every route schema shares: error responses in the envelope and the Bearer security requirement. */
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '../../../contract/platform/envelope';

/** `{ 400: ErrorEnvelope, 401: ErrorEnvelope, … }` for the statuses a route can answer with. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof ErrorEnvelopeSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorEnvelopeSchema])) as Record<C, typeof ErrorEnvelopeSchema>;
}

/** OpenAPI: the route needs `Authorization: Bearer <access token>`. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }];

/**
 * A success answer that is not JSON (CSV, plain text, PDF, an event stream), for a route's `response`: OpenAPI names its
 * content type and says what it holds. Such bodies are sent as they are, so no serializer reads the schema.
 */
export function fileResponse(
  contentType: 'text/csv' | 'text/plain' | 'application/pdf' | 'text/event-stream',
  description: string,
) {
  const schema = contentType === 'application/pdf' ? z.string().meta({ format: 'binary' }) : z.string();
  return { description, content: { [contentType]: { schema } } };
}
