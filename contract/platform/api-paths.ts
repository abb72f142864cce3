/**
 * How API paths are declared, once for server and client (base `/api`): each area's contract file exports its paths
 * as `<AREA>_API` (AUTH_API, ORDER_API, MEDIA_API, …), and a kit resource's come from its `apiPath` through
 * `resourcePaths()`. The server registers its routes from them and the SPA's `*-api.ts` files call them, so a path is
 * written once (scripts/api-calls.test.ts). The seed's own paths are kept as they are.
 */
export const API_BASE = '/api';

/** The platform's own paths: the OpenAPI document and the health check. */
export const PLATFORM_API = { docs: '/docs', health: '/health' } as const;
