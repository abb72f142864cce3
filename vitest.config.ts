import { defineConfig } from 'vitest/config';

/**
 * Three projects: fast unit tests (contract, machines, src, server units), API tests through
 * app.inject on real databases (PGlite, and PostgreSQL when DATABASE_URL is set), and browser
 * tests driving Debian's Chromium against a real server.
 *
 * One pool of workers runs the files of all three, longest first (vitest orders by the last run's
 * times), so browser tests waiting on Chromium and API tests waiting on PostgreSQL overlap with work
 * that needs a core. Unit and API files share their worker's module cache (isolate: false): importing
 * the server per file cost more CPU than most files' tests; each file still builds its own app on its
 * own database, and mocks and stubs are restored by the files that make them.
 */
/** As tests/support/e2e.ts's TIMEOUT_SCALE (CI sets 2). */
const e2eTimeoutScale = Math.max(1, Number(process.env.E2E_TIMEOUT_SCALE) || 1);

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Measured on 2 cores (README, Test it): 3 workers keep both busy while files wait on I/O.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contract,machines,src,server,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          isolate: false,
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
          // Isolated (unlike unit and API): shared modules across browser files made later files see other data
          // (tried in session 9: the tables' customer count and the returns' tab counts went wrong in a full run).
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Scaled like every page's wait (E2E_TIMEOUT_SCALE), so a test of many scaled waits is not cut short.
          testTimeout: 120_000 * e2eTimeoutScale,
          hookTimeout: 180_000 * e2eTimeoutScale,
          // expect.poll's own default (1 s) was too short for a page's reading on a loaded CI run (an order's
          // heading after `j` took longer in session 14's stop-CI); scaled like every page's waits.
          expect: { poll: { timeout: 5_000 * e2eTimeoutScale } },
        },
      },
    ],
  },
});
