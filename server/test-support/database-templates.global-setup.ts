/**
 * API project: migrate and seed once per run, for every engine the suite runs on; each test file then
 * clones a template instead of migrating and seeding its own database (test-app.ts).
 */
import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates } from './database-templates';
import { DEFAULT_TEST_ORDERS, ENGINES } from './test-app';

export default async function provideDatabaseTemplates(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await buildDatabaseTemplates(ENGINES, DEFAULT_TEST_ORDERS);
  project.provide('databaseTemplates', templates);
  return remove;
}
