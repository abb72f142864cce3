/**
 * Browser tests need a current SPA build, built once before they start; and each test file's portal
 * clones a database migrated and seeded once for the run (PostgreSQL when DATABASE_URL is set, with PGlite's
 * too for the files pinned to the embedded default).
 */
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../scripts/ensure-build';
import { buildDatabaseTemplates } from '../../server/test-support/database-templates';
import { DEFAULT_PORTAL_ORDERS, E2E_ENGINE } from '../support/portal';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [{ templates, remove }] = await Promise.all([buildDatabaseTemplates(E2E_ENGINE === 'postgres' ? ['pglite', 'postgres'] : ['pglite'], DEFAULT_PORTAL_ORDERS), ensureBuild()]);
  project.provide('databaseTemplates', templates);
  return remove;
}
