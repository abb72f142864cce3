/**
 * Builds the OpenAPI document once per API test run (an app on an empty PGlite database, never listening)
 * and hands it to every test worker, which checks each answer it sees against it (openapi-conformance.ts).
 */
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from './test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    openapiDocument: Record<string, unknown>;
  }
}

export default async function provideOpenApiDocument(project: TestProject): Promise<void> {
  const { database, drop } = await createTestDatabase('pglite');
  try {
    const app = await buildApp({ config: testConfig(), db: database.db, engine: 'pglite' });
    await app.ready();
    project.provide('openapiDocument', JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>);
    await app.close();
  } finally {
    await database.close();
    await drop();
  }
}
