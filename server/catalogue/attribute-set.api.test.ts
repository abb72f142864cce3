/** Attributes and attribute sets through the API: the duplicates, 'attribute already selected' from the server, members in order, deletes refused while in use. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SET_MESSAGES, CONFLICT_MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { resourcePaths } from '../../contract/platform/resource';
import { attributeResource } from '../../contract/catalogue/attribute';
import { attributeSetResource } from '../../contract/catalogue/attribute-set';
import { products } from './schema';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const attributePaths = resourcePaths(attributeResource);
const setPaths = resourcePaths(attributeSetResource);
type Row = { id: number; version: number; name: string; attributeIds: number[]; attributeNames: string };

describe.each(ENGINES)('attributes and attribute sets on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api${path}`,
      payload: body as object,
      headers: { authorization: `Bearer ${admin}` },
    });
  const byName = async (paths: typeof setPaths, name: string) =>
    (
      (
        await call('POST', `${paths.search}?pageNum=0&pageSize=50`, {
          searchCriteriaList: [{ filterKey: 'name', operation: 'eq', value: name, dataOption: 'all' }],
          dataOption: 'all',
        })
      ).json().output.content as Row[]
    )[0];
  const newAttribute = async (name: string, values: string[]) => {
    const created = await call('POST', attributePaths.create, { name, values });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().output as Row & { values: string[]; valueList: string };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  it('lists the demo attributes and sets, a set with its attributes named in order', async () => {
    expect((await byName(attributePaths, 'Storage')) as unknown).toMatchObject({
      values: ['64 GB', '128 GB', '256 GB'],
      valueList: '64 GB, 128 GB, 256 GB',
      valueCount: 3,
    });
    expect(await byName(setPaths, 'Phones')).toMatchObject({ attributeNames: 'Storage, RAM, Colour' });
  });

  it('creates an attribute with its values; a repeated value, no value or a duplicate name (any case) is refused', async () => {
    const neck = await newAttribute('Neck', ['Round', 'V-neck', 'Collar']);
    expect(neck).toMatchObject({ values: ['Round', 'V-neck', 'Collar'], valueList: 'Round, V-neck, Collar' });
    const repeat = await call('POST', attributePaths.create, { name: 'Fit', values: ['Slim', 'Regular', 'slim'] });
    expect(errorBody(repeat).errors).toEqual([
      { field: 'values.2', message: CATALOGUE_SET_MESSAGES.alreadyAdded('value') },
    ]);
    const none = await call('POST', attributePaths.create, { name: 'Fit', values: [] });
    expect(errorBody(none).errors).toEqual([{ field: 'values', message: VALIDATION.required }]);
    const duplicate = await call('POST', attributePaths.create, { name: 'NECK', values: ['Boat'] });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).errors).toEqual([{ field: 'name', message: 'name already exists' }]);
  });

  it('creates a set from two attributes in the order chosen, and edits it to another order', async () => {
    const fit = await newAttribute('Fit', ['Slim', 'Regular', 'Relaxed']);
    const size = await byName(attributePaths, 'Size');
    const created = await call('POST', setPaths.create, { name: 'Shirts', attributeIds: [fit.id, size.id] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().output).toMatchObject({
      attributeIds: [fit.id, size.id],
      attributeNames: 'Fit, Size',
      version: 1,
    });
    const edited = await call('PUT', setPaths.one(created.json().output.id), {
      name: 'Shirts',
      attributeIds: [size.id, fit.id],
      version: 1,
    });
    expect(edited.json().output).toMatchObject({
      attributeIds: [size.id, fit.id],
      attributeNames: 'Size, Fit',
      version: 2,
    });
  });

  it('answers a repeated attribute with "attribute already selected" and an unknown one on the field, writing nothing', async () => {
    const size = await byName(attributePaths, 'Size');
    const twice = await call('POST', setPaths.create, { name: 'Twice', attributeIds: [size.id, size.id] });
    expect(twice.statusCode).toBe(400);
    expect(errorBody(twice).errors).toEqual([
      { field: 'attributeIds.1', message: CATALOGUE_SET_MESSAGES.attributeAlreadySelected },
    ]);
    const unknown = await call('POST', setPaths.create, { name: 'Unknown', attributeIds: [size.id, 99_999] });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown).errors).toEqual([
      { field: 'attributeIds', message: CATALOGUE_SET_MESSAGES.unknownAttribute },
    ]);
    expect(await byName(setPaths, 'Unknown')).toBeUndefined();
  });

  it('refuses a set named like another in any case: "attribute set already exists"', async () => {
    const size = await byName(attributePaths, 'Size');
    const duplicate = await call('POST', setPaths.create, { name: 'aPPAREL', attributeIds: [size.id] });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).errors).toEqual([
      { field: 'name', message: CATALOGUE_SET_MESSAGES.attributeSetExists },
    ]);
  });

  it('refuses deleting an attribute a set holds, naming the set; deletes it once no set holds it', async () => {
    const colour = await byName(attributePaths, 'Colour');
    const refused = await call('DELETE', `${attributePaths.one(colour.id)}?version=${colour.version}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).errors).toEqual([
      {
        message: CONFLICT_MESSAGES.usedBy(
          'attribute',
          'Attribute set "Apparel", Attribute set "Phones", Attribute set "Ethnic wear" and more',
        ),
      },
    ]);
    const lonely = await newAttribute('Occasion', ['Casual', 'Festive']);
    expect((await call('DELETE', `${attributePaths.one(lonely.id)}?version=1`)).statusCode).toBe(200);
  });

  it('refuses deleting a set a product uses (409 naming the product), and deletes it with its members once unused', async () => {
    // "Phones": a demo set no demo product uses (the variable demo products use "Apparel").
    const phones = await byName(setPaths, 'Phones');
    const [product] = await t.db
      .update(products)
      .set({ attributeSetId: phones.id })
      .where(eq(products.id, 1))
      .returning({ name: products.name });
    const refused = await call('DELETE', `${setPaths.one(phones.id)}?version=${phones.version}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).errors).toEqual([
      { message: CONFLICT_MESSAGES.usedBy('attribute set', `Product "${product.name}"`) },
    ]);
    await t.db.update(products).set({ attributeSetId: null }).where(eq(products.id, 1));
    expect((await call('DELETE', `${setPaths.one(phones.id)}?version=${phones.version}`)).statusCode).toBe(200);
    expect(await byName(setPaths, 'Phones')).toBeUndefined();
  });
});
