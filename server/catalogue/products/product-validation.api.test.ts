/**
 * Every rule of a product save over the API (both engines), each answered on the field a person would correct
 * in the seed's wording: the schema's (special price, quantities, min ≤ max, YouTube link, zip codes) and the
 * database's (identification number and SKU unique, references that exist, the attribute set's values).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES, VALIDATION } from '../../../contract/platform/messages';
import { PRODUCT_MESSAGES, type ProductInput } from '../../../contract/catalogue/product';
import { PRODUCT_SAVE_MESSAGES } from '../../../contract/catalogue/product-api';
import { queryRows } from '../../db/transaction';
import { errorBody } from '../../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { demoRefs, makeMedia, productApi, simpleProduct, unique } from './product-test-support';

/** A variant with these attribute values and a fresh SKU. */
const v = (attributes: Record<string, string>) => ({ sku: `A${unique()}`, price: 1, attributes });

describe.each(ENGINES)('product save rules on %s', (engine) => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof productApi>>;
  let refs: Awaited<ReturnType<typeof demoRefs>>;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    api = await productApi(t);
    refs = await demoRefs(t.db);
  });
  afterAll(() => t?.close());

  /** The errors of a create with these fields changed. */
  const refusal = async (over: Partial<ProductInput>) => {
    const response = await api.create(simpleProduct(refs.categoryId, over));
    return { status: response.statusCode, errors: errorBody(response).errors };
  };

  it.each([
    [
      'special price above the price',
      { variants: [{ sku: 'X1', price: 100, specialPrice: 150 }] },
      'variants.0.specialPrice',
      PRODUCT_MESSAGES.specialPriceAbovePrice,
    ],
    ['a quantity of 0', { minQuantity: 0 }, 'minQuantity', PRODUCT_MESSAGES.integerAtLeast1],
    ['a fractional step', { quantityStepSize: 1.5 }, 'quantityStepSize', PRODUCT_MESSAGES.mustBeInteger],
    [
      'a quantity that is not a number',
      { totalAllowedQuantity: 'ten' as never },
      'totalAllowedQuantity',
      PRODUCT_MESSAGES.mustBeNumber,
    ],
    ['minimum above maximum', { minQuantity: 5, maxQuantity: 2 }, 'minQuantity', PRODUCT_MESSAGES.minAboveMax],
    [
      'a video link not on YouTube',
      { videoType: 'youtube', videoUrl: 'https://vimeo.com/1' },
      'videoUrl',
      PRODUCT_MESSAGES.youtubeUrl,
    ],
    [
      'specific delivery without zip codes',
      { deliverableType: 'specific', deliverableZipCodes: [] },
      'deliverableZipCodes',
      PRODUCT_MESSAGES.zipCodesRequired,
    ],
    [
      'a zip code that is not six digits',
      { deliverableType: 'specific', deliverableZipCodes: ['12345'] },
      'deliverableZipCodes.0',
      VALIDATION.invalidFormat,
    ],
    [
      'two variants of a simple product',
      {
        variants: [
          { sku: 'Y1', price: 1 },
          { sku: 'Y2', price: 1 },
        ],
      },
      'variants',
      PRODUCT_MESSAGES.simpleHasOneVariant,
    ],
    [
      'one SKU on two variants',
      {
        kind: 'variable',
        attributeSetId: 1,
        variants: [
          { sku: 'Z1', price: 1, attributes: { Size: 'S' } },
          { sku: 'z1', price: 1, attributes: { Size: 'M' } },
        ],
      },
      'variants.1.sku',
      PRODUCT_MESSAGES.skuTwice,
    ],
  ] as [string, Partial<ProductInput>, string, string][])(
    'answers %s with 400 on the field',
    async (_name, over, field, message) => {
      const { status, errors } = await refusal(over);
      expect(status).toBe(400);
      expect(errors).toContainEqual({ field, message });
    },
  );

  it('refuses an identification number another product has, whatever its case, with 409 on the field', async () => {
    const [taken] = await queryRows<{ identification_number: string }>(
      t.db,
      sql`select identification_number from products order by id limit 1`,
    );
    const { status, errors } = await refusal({ identificationNumber: taken.identification_number.toLowerCase() });
    expect(status).toBe(409);
    expect(errors).toEqual([{ field: 'identificationNumber', message: PRODUCT_MESSAGES.identificationNumberExists }]);
  });

  it("refuses a SKU another product has with 409 on that variant's sku, and accepts its own SKU again", async () => {
    const [taken] = await queryRows<{ sku: string }>(t.db, sql`select sku from product_variants order by id limit 1`);
    expect(await refusal({ variants: [{ sku: taken.sku.toUpperCase(), price: 1 }] })).toEqual({
      status: 409,
      errors: [{ field: 'variants.0.sku', message: PRODUCT_MESSAGES.skuExists }],
    });
    const created = (await api.create(simpleProduct(refs.categoryId))).json().output;
    const again = await api.save(
      created.id,
      created.version,
      simpleProduct(refs.categoryId, { variants: [{ sku: created.variants[0].sku.toLowerCase(), price: 5 }] }),
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses references to records that do not exist, each with 409 on its field', async () => {
    const [picture] = await makeMedia(t.db, 1);
    const gone = 2_000_000_000;
    const { status, errors } = await refusal({
      taxId: gone,
      categoryIds: [refs.categoryId, gone],
      specificationSetId: gone,
      sizeChartId: gone,
      images: [
        { mediaId: picture, altText: '' },
        { mediaId: gone, altText: '' },
      ],
      videoType: 'selfHosted',
      videoMediaId: gone,
      variants: [{ sku: `G${unique()}`, price: 1, images: [{ mediaId: gone, altText: '' }] }],
    });
    expect(status).toBe(409);
    expect(errors.map((e) => e.field).toSorted()).toEqual([
      'categoryIds.1',
      'images.1.mediaId',
      'sizeChartId',
      'specificationSetId',
      'taxId',
      'variants.0.images.0.mediaId',
      'videoMediaId',
    ]);
    expect(new Set(errors.map((e) => e.message))).toEqual(new Set([CONFLICT_MESSAGES.referenceGone]));
    expect(
      (
        await refusal({
          kind: 'variable',
          attributeSetId: gone,
          variants: [{ sku: `G${unique()}`, price: 1, attributes: { Size: 'S' } }],
        })
      ).errors,
    ).toEqual([{ field: 'attributeSetId', message: CONFLICT_MESSAGES.referenceGone }]);
  });

  it('refuses variant attributes outside the attribute set, values it does not allow, and variants naming other attributes', async () => {
    const variable = (variants: ProductInput['variants']) =>
      refusal({ kind: 'variable', attributeSetId: refs.apparelSetId, variants });
    expect(
      await variable([v({ Size: 'S' }), v({ Storage: '64 GB' }), v({ Size: 'XS' }), v({ Size: 'M', Colour: 'Black' })]),
    ).toEqual({
      status: 400,
      errors: [
        { field: 'variants.1.attributes', message: PRODUCT_SAVE_MESSAGES.attributeNotInSet('Storage') },
        { field: 'variants.2.attributes', message: PRODUCT_SAVE_MESSAGES.valueNotAllowed('Size', 'XS') },
        { field: 'variants.3.attributes', message: PRODUCT_SAVE_MESSAGES.sameAttributes },
      ],
    });
    expect((await variable([v({})])).errors).toEqual([
      { field: 'variants.0.attributes', message: PRODUCT_SAVE_MESSAGES.variantNeedsAttributes },
    ]);
    expect((await refusal({ kind: 'variable', variants: [v({ Size: 'S' })] })).errors).toEqual([
      { field: 'attributeSetId', message: PRODUCT_MESSAGES.variableNeedsSet },
    ]);
  });

  it('refuses a variant id of another product with 400 on it', async () => {
    const mine = (await api.create(simpleProduct(refs.categoryId))).json().output;
    const other = (await api.create(simpleProduct(refs.categoryId))).json().output;
    const saved = await api.save(
      mine.id,
      mine.version,
      simpleProduct(refs.categoryId, { variants: [{ id: other.variants[0].id, sku: `O${unique()}`, price: 1 }] }),
    );
    expect(saved.statusCode).toBe(400);
    expect(errorBody(saved).errors).toEqual([
      { field: 'variants.0.id', message: PRODUCT_SAVE_MESSAGES.variantNotOfProduct },
    ]);
  });
});
