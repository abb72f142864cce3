/**
 * Every area's tables (drizzle), gathered from one schema file per area (`server/<area>/schema.ts`), for the scans that
 * look at every table (media's "where used", a resource row's "in use"); a resource's own table sits in its
 * `*.resource.ts` file beside its binding (server/resources/registry.ts). Code that reads or writes a table imports it
 * from its area's schema file, never from here, so no area leans on the others through this list. Money is
 * `numeric(12,2)` (drizzle returns it as a string, so no float rounding). Status columns are text with CHECK
 * constraints built from the contract's constants, so both sides agree. Migrations: `npm run db:generate`.
 */
export * from './platform/auth/schema';
export * from './platform/schema';
export * from './platform/audit/schema';
export * from './company/schema';
export * from './table-views/schema';
export * from './settings/schema';
export * from './mail/schema';
export * from './catalogue/schema';
export * from './catalogue/products/schema';
export * from './catalogue/imports/schema';
export * from './customers/schema';
export * from './orders/schema';
export * from './payments/schema';
export * from './returns/schema';
export * from './wallets/schema';
export * from './content/schema';
export * from './platform/media-schema';
export * from './subscription/schema';
export * from './db/status-counts-table';
export * from './store/schema';
export * from './webhooks/schema';
