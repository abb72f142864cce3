/** drizzle-kit: generates SQL migrations from the schema files and every resource file's table (`npm run db:generate`). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/schema-shop.ts', './server/db/schema-orders.ts', './server/db/schema-audit.ts', './server/db/schema-content.ts', './server/**/*.resource.ts'],
  out: './server/db/migrations',
});
