/**
 * The resource registry test (issue 11 §1): walks every resource the contract defines and fails when one
 * lacks a server binding, a screen (a route, and a form for what it can create), demo data, or a working
 * create → read → update → status → move → delete round trip through the API. A new resource is checked
 * by adding its files, nothing else.
 */
import { readdirSync } from 'node:fs';
import { count, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROUTE_BY_NAME } from '../../contract/platform/routes';
import { resourcePaths, type ResourceDef } from '../../contract/platform/resource';
import { RESOURCES } from '../../contract/platform/resource-catalog';
import { uploadBanner } from '../media/test-images';
import { resetDemoData, seedDemo } from '../seed';
import { signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { BINDINGS } from './registry';
import { API_BASE, PLATFORM_API } from '../../contract/platform/api-paths';

const definitions = Object.values(RESOURCES);
/** Resources with a form module of their own (`src/features/<area>/<key>.form.tsx`; src/app/resource-screens.ts loads them). */
const FORM_MODULE_KEYS = (readdirSync(new URL('../../src/features', import.meta.url), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.form.tsx'))
  .map((file) => file.slice(file.lastIndexOf('/') + 1, -'.form.tsx'.length));
const inputKeys = (def: ResourceDef) => Object.keys((def.create as z.ZodObject | undefined)?.shape ?? {});

describe('every resource the contract defines', () => {
  it('has exactly one server binding, for the same definition', () => {
    expect(Object.keys(BINDINGS).toSorted()).toEqual(Object.keys(RESOURCES).toSorted());
    for (const def of definitions) expect(BINDINGS[def.key].source.def, def.key).toBe(def);
  });

  it.each(definitions.map((def) => [def.key, def] as const))(
    '%s has a route with a screen, and a form for every field it writes',
    (_key, def) => {
      // A route is a screen: the generic list screen unless the route has one of its own (src/app/resource-screens.test.ts).
      expect(def.route && ROUTE_BY_NAME[def.route], 'route').toBeDefined();
      if (!def.create || FORM_MODULE_KEYS.includes(def.key)) return;
      const drawn = def.fields.filter((f) => f.form).map((f) => f.key);
      expect(
        inputKeys(def).filter((key) => !drawn.includes(key)),
        'input fields without a form widget or form module',
      ).toEqual([]);
    },
  );
});

describe.each(ENGINES)('every resource on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 120 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Bearer ${admin}` } });
  const firstRows = async (def: ResourceDef) => {
    const response = await call('POST', `${resourcePaths(def).search}?pageNum=0&pageSize=20`, {
      searchCriteriaList: [],
      dataOption: 'all',
    });
    expect(response.statusCode, def.key).toBe(200);
    return response.json().output as { content: Record<string, unknown>[]; totalElements: number };
  };

  it('each with generic routes has an OpenAPI tag, described by its title, on its search route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${API_BASE}${PLATFORM_API.docs}` })).json();
    const tags = Object.fromEntries(
      (doc.tags as { name: string; description: string }[]).map((tag) => [tag.name, tag.description]),
    );
    for (const def of definitions.filter((d) => BINDINGS[d.key]?.routes !== false)) {
      expect(tags[def.key], def.key).toBe(def.title);
      expect(doc.paths[`/api${resourcePaths(def).search}`].post.tags, def.key).toContain(def.key);
    }
  });

  it.each(definitions.map((def) => [def.key, def] as const))(
    '%s has demo data its search returns',
    async (_key, def) => {
      expect((await firstRows(def)).totalElements).toBeGreaterThan(0);
    },
  );

  /** A demo row seeded without the media library (a slider's banner) gets a picture uploaded, as staff would choose one. */
  const choosePictures = async (def: ResourceDef, body: Record<string, unknown>) => {
    const shape = (def.create as z.ZodObject).shape as Record<string, z.ZodType>;
    for (const key of Object.keys(body).filter(
      (k) => k.endsWith('MediaId') && body[k] === null && !shape[k].safeParse(null).success,
    )) {
      body[key] = await uploadBanner(t.app, admin, `${def.key}.png`);
    }
  };

  const writable = definitions.filter((def) => def.create && BINDINGS[def.key].routes !== false);
  it.each(writable.map((def) => [def.key, def] as const))(
    '%s is created, read, updated, changed in status, moved and deleted',
    async (_key, def) => {
      const paths = resourcePaths(def);
      // A demo row's values are a valid body: delete the row (the first one nothing references), then create it anew.
      let body: Record<string, unknown> | undefined;
      for (const row of (await firstRows(def)).content) {
        if ((await call('DELETE', `${paths.one(row.id as number)}?version=${row.version}`)).statusCode !== 200)
          continue;
        body = Object.fromEntries(inputKeys(def).map((key) => [key, row[key]]));
        break;
      }
      expect(body, 'a demo row that can be deleted').toBeDefined();
      await choosePictures(def, body!);
      const created = await call('POST', paths.create, body);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().output;
      expect((await call('GET', paths.one(id))).json().output).toEqual(created.json().output);
      const updated = await call('PUT', paths.one(id), { ...body, version: 1 });
      expect(updated.statusCode, updated.body).toBe(200);
      let version = updated.json().output.version;
      if (def.hasStatus) {
        const status = await call('PUT', paths.status(id), { status: 'Inactive', version });
        expect(status.json().output).toMatchObject({ status: 'Inactive', version: version + 1 });
        version += 1;
      }
      if (def.ordered) {
        const moved = await call('PUT', paths.move(id), { direction: 'up', version });
        expect(moved.statusCode, moved.body).toBe(200);
        version = moved.json().output.version;
      }
      if (def.deletable) {
        expect((await call('DELETE', `${paths.one(id)}?version=${version}`)).statusCode).toBe(200);
        expect((await call('GET', paths.one(id))).statusCode).toBe(404);
      }
    },
  );

  it('are each emptied by the demo-data reset, and seeded again after it (runs last: it empties the database)', async () => {
    await resetDemoData(t.db);
    const counts = async () =>
      Promise.all(
        Object.values(BINDINGS).map(
          async ({ source, appendOnly }) =>
            [
              getTableName(source.table),
              Number((await t.db.select({ n: count() }).from(source.table))[0].n),
              appendOnly,
            ] as const,
        ),
      );
    // The audit trail is append-only: the reset keeps it, the seed adds to it.
    expect((await counts()).filter(([, n, appendOnly]) => n > 0 && !appendOnly)).toEqual([]);
    expect(await seedDemo(t.db, { orders: 120 })).toBe(true);
    expect((await counts()).filter(([, n]) => n === 0).map(([table]) => table)).toEqual([]);
  });
});
