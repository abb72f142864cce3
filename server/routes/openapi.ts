/** Bits every route schema shares: error responses in the envelope and the Bearer security requirement. */
import { ErrorEnvelopeSchema } from '../../contract/envelope';

/** `{ 400: ErrorEnvelope, 401: ErrorEnvelope, … }` for the statuses a route can answer with. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof ErrorEnvelopeSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorEnvelopeSchema])) as Record<C, typeof ErrorEnvelopeSchema>;
}

/** OpenAPI: the route needs `Authorization: Bearer <access token>`. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }];
