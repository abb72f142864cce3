/**
 * Issue 17: the bulk job's paths walked through Order Management's bulk action menu and dialog (tests/paths/ui-suite.ts),
 * on PostgreSQL when DATABASE_URL is set (as CI runs it), on PGlite otherwise: the adapter holds the job in the
 * portal's queue and the screen's readings of it, so every state shows the same on either engine.
 */
import { describeUiPaths } from '../paths/ui-suite';
import { bulkJobAdapter } from './adapters/bulk-job.adapter';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
console.info(`bulk job UI paths on ${engine}${engine === 'pglite' ? ' (DATABASE_URL is not set)' : ''}`);

describeUiPaths([
  { adapter: bulkJobAdapter, screen: `Order Management: the bulk action menu and the bulk dialog (${engine})` },
], { orders: 60, engine });
