/**
 * A Draft saves with what it has; Publish asks for everything (issue 40 item 11), on both engines: a draft
 * without HSN, brand or category saves, and publishing it (one product, in bulk, or saving it once Active
 * without them) is refused naming each field in the seed's wording, nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contract/platform/messages';
import { PRODUCT_API, PRODUCT_MESSAGES } from '../../../contract/catalogue/product';
import { PRODUCT_LIST_API } from '../../../contract/catalogue/product-list';
import { errorBody } from '../../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { asInput, demoRefs, productApi, simpleProduct, snapshot } from './product-test-support';

const LACKING = [
  { field: 'hsn', message: VALIDATION.required },
  { field: 'brand', message: VALIDATION.required },
  { field: 'categoryIds', message: PRODUCT_MESSAGES.categoriesRequired },
];

describe.each(ENGINES)('draft and publish on %s', (engine) => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof productApi>>;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 0 });
    api = await productApi(t);
    categoryId = (await demoRefs(t.db)).categoryId;
  });
  afterAll(() => t?.close());

  const draft = async () => {
    const created = await api.create(simpleProduct(categoryId, { hsn: '', brand: '', categoryIds: [] }));
    expect(created.statusCode, created.body).toBe(201);
    return created.json().output;
  };
  const publish = (id: number, version: number) =>
    api.call('PUT', PRODUCT_API.status(id), { status: 'Active', version });

  it('saves a draft without HSN, brand and category, on create and on save', async () => {
    const created = await draft();
    expect(created).toMatchObject({ status: 'Draft', hsn: '', brand: '', categoryIds: [] });
    const saved = await api.save(created.id, created.version, { ...asInput(created), madeIn: 'India' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().output).toMatchObject({ status: 'Draft', madeIn: 'India', hsn: '', brand: '' });
  });

  it('still checks what a draft has: an HSN given must be 4 to 8 digits', async () => {
    const response = await api.create(simpleProduct(categoryId, { hsn: '12', brand: '' }));
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([{ field: 'hsn', message: VALIDATION.invalidFormat }]);
  });

  it('refuses to publish a draft without them, naming each field, and publishes it once they are given', async () => {
    const created = await draft();
    const before = await snapshot(t.db, created.id);
    const refused = await publish(created.id, created.version);
    expect(refused.statusCode).toBe(400);
    expect(errorBody(refused).errors).toEqual(LACKING);
    expect(await snapshot(t.db, created.id)).toBe(before);
    const filled = (
      await api.save(created.id, created.version, {
        ...asInput(created),
        hsn: '6205',
        brand: 'Fabindia',
        categoryIds: [categoryId],
      })
    ).json().output;
    const published = await publish(filled.id, filled.version);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().output.status).toBe('Active');
  });

  it("refuses a save that blanks a published product's HSN or brand", async () => {
    const created = (await api.create(simpleProduct(categoryId))).json().output;
    const active = (await publish(created.id, created.version)).json().output;
    const refused = await api.save(active.id, active.version, { ...asInput(active), hsn: '', brand: '' });
    expect(refused.statusCode).toBe(400);
    expect(errorBody(refused).errors).toEqual(LACKING.slice(0, 2));
  });

  it('bulk publish keeps back each product lacking them, saying what to complete, and publishes the rest', async () => {
    const lacking = await draft();
    const complete = (await api.create(simpleProduct(categoryId))).json().output;
    const response = await api.call('POST', PRODUCT_LIST_API.bulk, {
      action: 'publish',
      selection: { kind: 'ids', ids: [lacking.id, complete.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().output).toEqual({
      changed: 1,
      refused: [{ id: lacking.id, name: lacking.name, reason: 'Complete HSN, Brand, Category to publish it' }],
    });
    expect((await api.read(lacking.id)).status).toBe('Draft');
    expect((await api.read(complete.id)).status).toBe('Active');
  });
});
