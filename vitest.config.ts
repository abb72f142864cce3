import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/support/longest-first-sequencer';
// Every timeout grows on a loaded machine (E2E_TIMEOUT_SCALE; CI sets 3): timeouts catch hangs, benchmarks measure speed.
import { scaled } from './server/test-support/timeouts';

/**
 * Three projects: fast unit tests (contract, machines, src, server units), API tests through
 * app.inject on real databases (PGlite, and PostgreSQL when DATABASE_URL is set), and browser
 * tests driving Debian's Chromium against a real server.
 *
 * One pool of workers runs the files of all three: browser files first, each project's longest first
 * (tests/support/longest-first-sequencer.ts), so the last browser files overlap the API files. Every
 * project's files share their worker's module cache (isolate: false): importing the server per file cost
 * more CPU than most files' tests; each file still builds its own app on its own database, and mocks,
 * stubs and the shop clock are restored by the files that change them.
 */

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Measured on 2 cores (README, Test it): a browser file waits on its page and its server, so more workers than
    // cores keep both busy; TEST_WORKERS sets another count.
    maxWorkers: Number(process.env.TEST_WORKERS) || 4,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contract,machines,src,server,scripts,bench}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          isolate: false,
          // vitest's defaults (5 s a test, 10 s a hook), grown on a loaded machine like every other project's.
          testTimeout: scaled(5_000),
          hookTimeout: scaled(10_000),
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
          globalSetup: [
            'server/test-support/openapi-document.global-setup.ts',
            'server/test-support/database-templates.global-setup.ts',
          ],
          setupFiles: ['server/test-support/openapi-conformance.setup.ts'],
          testTimeout: scaled(60_000),
          hookTimeout: scaled(120_000),
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // Like unit and API, a worker keeps its modules from file to file: importing the server and Playwright
          // again cost each browser file about 5 s of CPU. Each file still starts its own portal on its own database.
          globalSetup: ['tests/e2e/global-setup.ts'],
          isolate: false,
          // Scaled like every page's wait (E2E_TIMEOUT_SCALE), so a test of many scaled waits is not cut short.
          testTimeout: scaled(120_000),
          hookTimeout: scaled(180_000),
          // expect.poll's own default (1 s) was too short for a page's reading on a loaded CI run (an order's
          // heading after `j` took longer in session 14's stop-CI); scaled like every page's waits.
          expect: { poll: { timeout: scaled(5_000) } },
        },
      },
    ],
  },
});
