/**
 * A real portal for browser tests: the built SPA and the API on a fresh, seeded database (cloned from the run's
 * template, tests/e2e/global-setup.ts) of DEFAULT_PORTAL_ENGINE or the engine asked for, listening on a free loopback port.
 */
import { resolve } from 'node:path';
import { inject } from 'vitest';
import type { AppConfig } from '../../server/config';
import type { Engine } from '../../server/db/client';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser-test run's own copy of the SPA build (tests/e2e/global-setup.ts), which its portals serve. */
    spaDir: string;
  }
}

/**
 * The SPA build this run's portals serve: the run's copy, which no other run rebuilds under its open pages; dist/
 * outside a browser-test run (a script).
 */
export function spaDir(): string {
  try {
    return inject('spaDir') ?? resolve(import.meta.dirname, '../../dist');
  } catch {
    return resolve(import.meta.dirname, '../../dist'); // not in a vitest worker
  }
}

/**
 * The engine a portal runs on unless a test asks for one: PostgreSQL when DATABASE_URL is set (E2E_ENGINE=pglite keeps
 * PGlite), else PGlite. PostgreSQL's queries run natively in its own processes; PGlite's run in the test worker's thread,
 * beside Playwright, and its clone loads a 48 MB dump: the browser suite's worker CPU fell from 51 to 30 s over eight
 * files (measured on two cores). The API suite runs every route on both engines, and ui-paths-bulk stays on PGlite.
 */
export const DEFAULT_PORTAL_ENGINE: Engine =
  process.env.DATABASE_URL && process.env.E2E_ENGINE !== 'pglite' ? 'postgres' : 'pglite';

/** The demo orders a portal holds unless a test asks for another count (the run's seeded template). */
export const DEFAULT_PORTAL_ORDERS = 400;

export interface RunningPortal extends TestApp {
  url: string;
}

/** Starts a portal; `engine: 'postgres'` puts it on a scratch database beside DATABASE_URL's (migrated and seeded here). */
export async function startPortal(
  overrides: Partial<AppConfig> = {},
  { orders = DEFAULT_PORTAL_ORDERS, engine = DEFAULT_PORTAL_ENGINE } = {},
): Promise<RunningPortal> {
  const portal = await createTestApp(engine, { staticDir: spaDir(), ...overrides }, { orders });
  const address = await portal.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...portal, url: `${address}/` };
}
