/** What every storefront route's schema says alike: its API key, and a read's 304 and refusals. */
import { z } from 'zod';
import { errorResponses } from '../platform/openapi/routes';

/** OpenAPI: a storefront call sends its API key as a Bearer token. */
export const security = [{ apiKey: [] as string[] }];

/** A read answers 304 with no body when the If-None-Match it sent is still its ETag. */
export const notModified = { 304: z.null().describe('Not modified: the ETag sent is still current') };

/** How a read may be refused: bad query, key, scope or rate. */
export const readErrors = errorResponses(400, 401, 403, 429, 500);
