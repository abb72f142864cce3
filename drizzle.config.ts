/** drizzle-kit: generates SQL migrations from each area's schema.ts and every resource file's table (`npm run db:generate`). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One schema file per area, the database's own counters, and every resource file's table.
  schema: [
    './server/*/schema.ts',
    './server/*/*/schema.ts',
    './server/db/status-counts-table.ts',
    './server/platform/media-schema.ts',
    './server/**/*.resource.ts',
  ],
  out: './server/db/migrations',
});
