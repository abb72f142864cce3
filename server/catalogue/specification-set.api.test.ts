/** Specification sets through the API: keys in order, 'name set already exists', repeated and missing keys. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SET_MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { resourcePaths } from '../../contract/platform/resource';
import { specificationSetResource } from '../../contract/catalogue/specification-set';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const paths = resourcePaths(specificationSetResource);

describe.each(ENGINES)('specification sets on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api${path}`,
      payload: body as object,
      headers: { authorization: `Bearer ${admin}` },
    });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  it('creates a set with its keys in order and edits their order', async () => {
    const created = await call('POST', paths.create, { name: 'Watches', keys: ['Dial', 'Strap', 'Water resistance'] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().output).toMatchObject({
      keys: ['Dial', 'Strap', 'Water resistance'],
      keyList: 'Dial, Strap, Water resistance',
    });
    const edited = await call('PUT', paths.one(created.json().output.id), {
      name: 'Watches',
      keys: ['Strap', 'Dial'],
      version: 1,
    });
    expect(edited.json().output).toMatchObject({ keys: ['Strap', 'Dial'], version: 2 });
  });

  it('answers a duplicate name in any case with "name set already exists"', async () => {
    const duplicate = await call('POST', paths.create, { name: 'electronics', keys: ['Brand'] });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).errors).toEqual([{ field: 'name', message: CATALOGUE_SET_MESSAGES.nameSetExists }]);
  });

  it('refuses a repeated key, no key and a blank key', async () => {
    const twice = await call('POST', paths.create, { name: 'Bags', keys: ['Material', 'material'] });
    expect(errorBody(twice).errors).toEqual([
      { field: 'keys.1', message: CATALOGUE_SET_MESSAGES.alreadyAdded('specification') },
    ]);
    const none = await call('POST', paths.create, { name: 'Bags', keys: [] });
    expect(errorBody(none).errors).toEqual([{ field: 'keys', message: VALIDATION.required }]);
    const blank = await call('POST', paths.create, { name: 'Bags', keys: ['Material', '  '] });
    expect(errorBody(blank).errors).toEqual([{ field: 'keys.1', message: VALIDATION.required }]);
  });
});
