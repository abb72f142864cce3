/**
 * The database tables (drizzle), gathered for the client from one schema file per area (`server/<area>/schema.ts`);
 * a resource's own table sits in its `*.resource.ts` file beside its binding (server/resources/registry.ts). Money is
 * `numeric(12,2)` (drizzle returns it as a string, so no float rounding). Status columns are text with CHECK
 * constraints built from the contract's constants, so both sides agree. Migrations: `npm run db:generate`.
 */
export * from '../platform/auth/schema';
export * from '../platform/schema';
export * from '../platform/audit/schema';
export * from '../company/schema';
export * from '../table-views/schema';
export * from '../settings/schema';
export * from '../mail/schema';
export * from '../catalogue/schema';
export * from '../catalogue/products/schema';
export * from '../catalogue/imports/schema';
export * from '../customers/schema';
export * from '../orders/schema';
export * from '../payments/schema';
export * from '../returns/schema';
export * from '../wallets/schema';
export * from '../content/schema';
export * from '../media/schema';
export * from '../subscription/schema';
export * from './status-counts-table';
