/** drizzle-kit: generates SQL migrations from server/db/schema.ts (`npx drizzle-kit generate`). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/schema-shop.ts', './server/db/schema-resources.ts', './server/db/schema-orders.ts', './server/db/schema-audit.ts', './server/db/schema-content.ts'],
  out: './server/db/migrations',
});
