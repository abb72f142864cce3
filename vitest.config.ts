import { defineConfig } from 'vitest/config';

/**
 * Three projects: fast unit tests (contract, machines, src, server units), API tests through
 * app.inject on real databases (PGlite, and PostgreSQL when DATABASE_URL is set), and browser
 * tests driving Debian's Chromium against a real server.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contract,machines,src,server,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          // Every answer an API test sees is checked against the OpenAPI document (built once per run);
          // databases are migrated and seeded once per run and cloned per test file.
          globalSetup: ['server/test-support/openapi-document.global-setup.ts', 'server/test-support/database-templates.global-setup.ts'],
          setupFiles: ['server/test-support/openapi-conformance.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
