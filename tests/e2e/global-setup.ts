/**
 * Browser tests need a current SPA build, built once before they start and served from the run's own copy of it
 * (another run in the checkout may rebuild dist/ meanwhile); and each test file's portal clones a database of its
 * engine (DEFAULT_PORTAL_ENGINE: PostgreSQL with DATABASE_URL, else PGlite) migrated and seeded once for the run.
 */
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { buildSnapshot } from '../../scripts/ensure-build';
import { buildDatabaseTemplates } from '../../server/test-support/database-templates';
import { DEFAULT_PORTAL_ENGINE, DEFAULT_PORTAL_ORDERS } from '../support/portal';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [databases, spa] = await Promise.allSettled([
    buildDatabaseTemplates([DEFAULT_PORTAL_ENGINE], DEFAULT_PORTAL_ORDERS),
    buildSnapshot(),
  ]);
  const removeSpa = async () => {
    if (spa.status === 'fulfilled') await rm(spa.value, { recursive: true, force: true });
  };
  if (databases.status === 'rejected' || spa.status === 'rejected') {
    await removeSpa();
    if (databases.status === 'fulfilled') await databases.value.remove();
    throw databases.status === 'rejected' ? databases.reason : (spa as PromiseRejectedResult).reason;
  }
  project.provide('databaseTemplates', databases.value.templates);
  project.provide('spaDir', spa.value);
  return async () => {
    await Promise.all([databases.value.remove(), removeSpa()]);
  };
}
