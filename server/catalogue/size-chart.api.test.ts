/** Size charts through the API: the grid's rules (one value per measurement, ≥ 0, one decimal, sizes once), the image, duplicates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SET_MESSAGES, CONFLICT_MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { resourcePaths } from '../../contract/platform/resource';
import { sizeChartResource } from '../../contract/catalogue/size-chart';
import { media } from '../platform/media-schema';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const paths = resourcePaths(sizeChartResource);
const CHART = {
  name: "Men's kurtas",
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'M', values: [101.5, 106] },
    { size: 'L', values: [106.5, 108] },
  ],
  imageMediaId: null,
};

describe.each(ENGINES)('size charts on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api${path}`,
      payload: body as object,
      headers: { authorization: `Bearer ${admin}` },
    });
  const refused = async (body: object) => {
    const response = await call('POST', paths.create, body);
    expect(response.statusCode).toBe(400);
    return errorBody(response).errors;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  it('creates a chart with its grid and image, listing sizes and measurements', async () => {
    const [image] = await t.db
      .insert(media)
      .values({
        displayName: 'How to measure',
        contentHash: 'a'.repeat(64),
        path: 'media/aa/a.jpg',
        thumbnailPath: 'media/aa/a-thumb.webp',
        webpPath: 'media/aa/a.webp',
        contentType: 'image/jpeg',
        size: 1000,
        width: 532,
        height: 798,
      })
      .returning({ id: media.id });
    const created = await call('POST', paths.create, { ...CHART, imageMediaId: image.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().output).toMatchObject({
      ...CHART,
      imageMediaId: image.id,
      imagePath: 'media/aa/a-thumb.webp',
      sizeList: 'M, L',
      measurementList: 'Chest, Length',
    });
  });

  it('refuses a row without one value per measurement, a negative or two-decimal value and an empty cell, naming the cell', async () => {
    expect(await refused({ ...CHART, name: 'Short', rows: [{ size: 'M', values: [101] }] })).toEqual([
      { field: 'rows.0.values', message: CATALOGUE_SET_MESSAGES.rowShape },
    ]);
    expect(await refused({ ...CHART, name: 'Negative', rows: [{ size: 'M', values: [-1, 100] }] })).toEqual([
      { field: 'rows.0.values.0', message: VALIDATION.minValue(0) },
    ]);
    expect(await refused({ ...CHART, name: 'Precise', rows: [{ size: 'M', values: [101.25, 100] }] })).toEqual([
      { field: 'rows.0.values.0', message: CATALOGUE_SET_MESSAGES.oneDecimal },
    ]);
    expect(await refused({ ...CHART, name: 'Empty', rows: [{ size: 'M', values: [101, null] }] })).toEqual([
      { field: 'rows.0.values.1', message: VALIDATION.required },
    ]);
  });

  it('refuses a size or a measurement given twice, no size, and an image that is not in the library', async () => {
    expect(await refused({ ...CHART, name: 'Twice', rows: [CHART.rows[0], { size: 'm', values: [1, 2] }] })).toEqual([
      { field: 'rows.1.size', message: CATALOGUE_SET_MESSAGES.alreadyAdded('size') },
    ]);
    expect(await refused({ ...CHART, name: 'Twice', measurements: ['Chest', 'chest'] })).toEqual([
      { field: 'measurements.1', message: CATALOGUE_SET_MESSAGES.alreadyAdded('measurement') },
    ]);
    expect(await refused({ ...CHART, name: 'None', rows: [] })).toEqual([
      { field: 'rows', message: VALIDATION.required },
    ]);
    const noImage = await call('POST', paths.create, { ...CHART, name: 'No image', imageMediaId: 99_999 });
    expect(noImage.statusCode).toBe(409);
    expect(errorBody(noImage).errors).toEqual([{ field: 'imageMediaId', message: CONFLICT_MESSAGES.referenceGone }]);
  });

  it('refuses a duplicate name in any case', async () => {
    const duplicate = await call('POST', paths.create, { ...CHART, name: "MEN'S SHIRTS" });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).errors).toEqual([{ field: 'name', message: 'name already exists' }]);
  });
});
