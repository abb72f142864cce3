/**
 * API keys (issue 43 §1): how a shop's storefront signs its calls to the storefront API (`/api/store/v1`). The Master
 * Admin makes a key on the API KEYS screen with a name, the scopes it may use and a rate limit; its secret is shown
 * once and kept only as a hash. Revoking a key ends it at once, on every portal process.
 */
import { z } from 'zod';
import { requiredName, wholeNumber } from '../platform/fields';
import { VALIDATION } from '../platform/messages';

/** What a key may do; each storefront operation names the scope it needs. */
export const API_KEY_SCOPES = [
  'catalogue.read',
  'orders',
  'payments',
  'customers',
  'returns',
  'tickets',
  'reviews',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** How the API KEYS screen names each scope. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'catalogue.read': 'Catalogue and content (read)',
  orders: 'Orders',
  payments: 'Payments',
  customers: 'Customers',
  returns: 'Returns and exchanges',
  tickets: 'Support tickets',
  reviews: 'Reviews',
};

/** Requests a key may make per minute unless its maker says otherwise, and the bounds of what may be said. */
export const API_KEY_DEFAULT_RATE_LIMIT = 600;
export const API_KEY_MAX_RATE_LIMIT = 100_000;
export const API_KEY_NAME_MAX = 60;
/** Every key starts with this, so a leaked one is recognised (secret scanners match on it). */
export const API_KEY_PREFIX = 'shop_';

export const API_KEY_MESSAGES = {
  invalidKey: 'The API key is missing, unknown or revoked.',
  scopeMissing: 'This API key may not do this.',
  alreadyRevoked: 'This API key was already revoked.',
  created: 'API key created. Copy its secret now: it will not be shown again.',
  revoked: 'API key revoked.',
} as const;

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters (`shop_` and eight more): enough to tell keys apart, never enough to use one. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  rateLimitPerMinute: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The body of createApiKey: a name, one scope or more (each once), and calls a minute (default 600). */
export const CreateApiKeySchema = z.object({
  name: requiredName(API_KEY_NAME_MAX),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: VALIDATION.invalidFormat }), { error: VALIDATION.required })
    .min(1, VALIDATION.required)
    .max(API_KEY_SCOPES.length, VALIDATION.invalidFormat)
    .refine((scopes) => new Set(scopes).size === scopes.length, VALIDATION.invalidFormat),
  rateLimitPerMinute: wholeNumber(1, API_KEY_MAX_RATE_LIMIT).default(API_KEY_DEFAULT_RATE_LIMIT),
});
export type CreateApiKey = z.input<typeof CreateApiKeySchema>;

/** The answer to creating a key: the key, and its secret this once. */
export const CreatedApiKeySchema = z.object({ key: ApiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const API_KEYS_API = {
  list: '/api-keys',
  create: '/api-keys',
  revoke: (id: number | string) => `/api-keys/${id}/revoke`,
} as const;
