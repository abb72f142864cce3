/**
 * The database tables (drizzle), one file per area, gathered here; a resource's own table sits in its
 * `*.resource.ts` file beside its binding (server/resources/registry.ts). Money is `numeric(12,2)` (drizzle returns it
 * as a string, so no float rounding). Status columns are text with CHECK constraints built from the contract's
 * constants, so both sides agree. Migrations are generated from these files: `npx drizzle-kit generate`.
 */
export * from './schema-platform';
export * from './schema-shop';
export * from './schema-orders';
