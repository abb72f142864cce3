/**
 * Builds the OpenAPI document once per API test run (an app on an empty PGlite database, never listening), and the
 * storefront API's own (server/store), and hands them as one to every test worker, which checks each answer
 * it sees against it (openapi-conformance.ts).
 */
import type { TestProject } from 'vitest/node';
import { STORE_API, STORE_API_BASE } from '../../contract/store/store-api';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from './test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    openapiDocument: Record<string, unknown>;
  }
}

type Doc = { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };

/** The staff and the storefront documents as one for the check: their paths never meet (the store's are below its base). */
function bothDocuments(staff: Doc, store: Doc): Record<string, unknown> {
  const [a, b] = [JSON.parse(JSON.stringify(staff)) as Doc, JSON.parse(JSON.stringify(store)) as Doc];
  return {
    ...a,
    paths: { ...a.paths, ...b.paths },
    components: { ...a.components, schemas: { ...a.components?.schemas, ...b.components?.schemas } },
  };
}

export default async function provideOpenApiDocument(project: TestProject): Promise<void> {
  const { database, drop } = await createTestDatabase('pglite');
  try {
    const app = await buildApp({ config: testConfig(), db: database.db, engine: 'pglite' });
    await app.ready();
    const store = await app.inject({ method: 'GET', url: `${STORE_API_BASE}${STORE_API.openapi}` });
    project.provide('openapiDocument', bothDocuments(app.swagger(), store.json() as Doc));
    await app.close();
  } finally {
    await database.close();
    await drop();
  }
}
