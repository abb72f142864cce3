/**
 * A real portal for browser tests: the built SPA and the API on a fresh, seeded PGlite database
 * (cloned from the run's template, tests/e2e/global-setup.ts), or PostgreSQL when asked, listening on a free loopback port.
 */
import { resolve } from 'node:path';
import type { AppConfig } from '../../server/config';
import type { Engine } from '../../server/db/client';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';

/** The demo orders a portal holds unless a test asks for another count (the run's seeded template). */
export const DEFAULT_PORTAL_ORDERS = 400;

export interface RunningPortal extends TestApp {
  url: string;
}

/** Starts a portal; `engine: 'postgres'` puts it on a scratch database beside DATABASE_URL's (migrated and seeded here). */
export async function startPortal(overrides: Partial<AppConfig> = {}, { orders = DEFAULT_PORTAL_ORDERS, engine = 'pglite' as Engine } = {}): Promise<RunningPortal> {
  const portal = await createTestApp(engine, { staticDir: resolve(import.meta.dirname, '../../dist'), ...overrides }, { orders });
  const address = await portal.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...portal, url: `${address}/` };
}
