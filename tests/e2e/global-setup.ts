/**
 * Browser tests need a current SPA build, built once before they start; and each test file's portal
 * clones a database of its engine (DEFAULT_PORTAL_ENGINE: PostgreSQL with DATABASE_URL, else PGlite) migrated and
 * seeded once for the run.
 */
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/ensure-build';
import { buildDatabaseTemplates } from '../../server/test-support/database-templates';
import { DEFAULT_PORTAL_ENGINE, DEFAULT_PORTAL_ORDERS } from '../support/portal';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [{ templates, remove }] = await Promise.all([
    buildDatabaseTemplates([DEFAULT_PORTAL_ENGINE], DEFAULT_PORTAL_ORDERS),
    ensureBuild(),
  ]);
  project.provide('databaseTemplates', templates);
  return remove;
}
