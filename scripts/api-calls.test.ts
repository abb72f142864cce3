/**
 * One way for API calls and their paths (issue 41): every request the SPA makes is a function of an `*-api.ts` file
 * (its feature's, or one beside the shared component or lib module that needs it), and no path is written as a
 * literal in src/ or in the server's routes: both read the contract's `<AREA>_API` objects (or a kit resource's paths,
 * contract/platform/api-paths.ts says how). Tests may still write a path out where the path itself is what they check.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './module-graph';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** An import that takes the client itself (`api`), not only `ApiError`, `errorMessage` or types. */
const IMPORTS_CLIENT = /import\s*\{[^}]*\bapi\b[^}]*\}\s*from\s*'(?:\.\.?\/)+(?:lib\/)?api'/;
/** A route registered, or a request sent, with a path written out: `app.get('/…'`, `api.post(`/…`…`. */
const LITERAL_ROUTE = /\.(?:get|post|put|patch|delete|head|route|request|blob)(?:<[^(]*>)?\(\s*['"`]\//;
/** The API's base written out instead of API_BASE (`'/api/media'`, `` `/api${path}` ``). */
const LITERAL_BASE = /['"`]\/api(?:[/'"`?]|\$\{)/;

/** A comment line, which may name a path as the seed writes it. */
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

const offenders = (files: string[], pattern: RegExp) =>
  files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) => (!COMMENT.test(line) && pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

describe('API calls and paths', () => {
  const src = sourceFiles(join(ROOT, 'src'));

  it('in src, only *-api.ts files use the api client', () => {
    const callers = src.filter(
      (file) => file !== 'src/lib/api.ts' && !file.endsWith('-api.ts') && IMPORTS_CLIENT.test(read(file)),
    );
    expect(callers).toEqual([]);
  });

  it('src writes no API path out: the api files build them from the contract', () => {
    expect(offenders(src, LITERAL_ROUTE)).toEqual([]);
    expect(offenders(src, LITERAL_BASE)).toEqual([]);
  });

  it('the server registers no route by a written-out path', () => {
    const server = sourceFiles(join(ROOT, 'server'));
    expect(offenders(server, LITERAL_ROUTE)).toEqual([]);
    expect(offenders(server, LITERAL_BASE)).toEqual([]);
  });

  it('finds a client import and a written-out path', () => {
    expect(IMPORTS_CLIENT.test("import { api, errorMessage } from '../../lib/api';")).toBe(true);
    expect(IMPORTS_CLIENT.test("import { api } from './api';")).toBe(true);
    expect(IMPORTS_CLIENT.test("import { ApiError, errorMessage } from '../../lib/api';")).toBe(false);
    expect(LITERAL_ROUTE.test("  app.post('/order-return/export', {")).toBe(true);
    expect(LITERAL_ROUTE.test('  api.get<Row[]>(`/calendar?from=${from}`)')).toBe(true);
    expect(LITERAL_ROUTE.test("  app.get(RETURN_API.detail(':id'), {")).toBe(false);
    expect(LITERAL_BASE.test("url: '/api/media'")).toBe(true);
    expect(LITERAL_BASE.test('url: `/api${path}`')).toBe(true);
    expect(LITERAL_BASE.test('url: `${API_BASE}${path}`')).toBe(false);
  });
});
