/**
 * The product editor's form values and the pure steps on them: a saved product into the form, a copy of it, and
 * the variant matrix re-generated over the ticked attribute values (keeping variants whose values still exist).
 * No React: the machine and the screen both use these.
 */
import {
  variantCombinations,
  variantKey,
  variantSku,
  type ProductDetail,
  type ProductImage,
  type ProductInput,
  type VariantInput,
} from '../../contract/catalogue/product';

/** An image in the form: what is saved, plus where its thumbnail is (not sent). */
export type EditorImage = ProductImage & { path?: string; thumbnailPath?: string };

/** A variant in the form: what is saved, plus the ledger's stock of an existing one (read-only, not sent). */
export type EditorVariant = Omit<VariantInput, 'images'> & { images: EditorImage[]; stock?: number };

/**
 * The whole form. `attributeValues` (attribute name → ticked values) is only the matrix's input: the schema drops
 * it on submit. Numbers may be null while blank, or text while mistyped (the schema says which).
 */
export type ProductFormValues = Omit<ProductInput, 'images' | 'variants'> & {
  images: EditorImage[];
  variants: EditorVariant[];
  attributeValues: Record<string, string[]>;
};

/** A new variant's row: no id, no stock yet; price carried over from the first row so 100 rows need not be typed. */
export const newVariant = (
  sku: string,
  attributes: Record<string, string>,
  price: VariantInput['price'] = null,
): EditorVariant => ({
  sku,
  price,
  specialPrice: null,
  openingStock: 0,
  lowStockThreshold: 5,
  attributes,
  images: [],
});

/** A blank product: a simple one with its one variant. */
export function emptyProduct(): ProductFormValues {
  return {
    name: '',
    identificationNumber: '',
    hsn: '',
    brand: '',
    madeIn: '',
    productType: 'physical',
    kind: 'simple',
    taxId: null,
    taxIncluded: false,
    weightKg: null,
    heightCm: null,
    breadthCm: null,
    lengthCm: null,
    quantityStepSize: 1,
    minQuantity: 1,
    maxQuantity: 10,
    totalAllowedQuantity: 10,
    warrantyMonths: 0,
    guaranteeMonths: 0,
    cod: false,
    cancelable: false,
    returnable: false,
    attachmentRequired: false,
    deliverableType: 'all',
    deliverableZipCodes: [],
    videoType: 'none',
    videoMediaId: null,
    videoUrl: '',
    shortDescription: '',
    longDescription: '',
    tags: [],
    categoryIds: [],
    attributeSetId: null,
    specificationSetId: null,
    sizeChartId: null,
    images: [],
    specifications: [],
    faqs: [],
    variants: [newVariant('', {})],
    attributeValues: {},
  };
}

/** The ticked values per attribute as the variants hold them, in first-seen order. */
export function valuesInUse(variants: readonly Pick<EditorVariant, 'attributes'>[]): Record<string, string[]> {
  const chosen: Record<string, string[]> = {};
  for (const v of variants) {
    for (const [name, value] of Object.entries(v.attributes ?? {})) {
      const list = (chosen[name] ??= []);
      if (!list.includes(value)) list.push(value);
    }
  }
  return chosen;
}

/** A product as read (GET /products/{id}) into the form. */
export function toFormValues(p: ProductDetail): ProductFormValues {
  const {
    id: _id,
    status: _s,
    version: _v,
    createdAt: _c,
    updatedAt: _u,
    completeness: _k,
    missing: _m,
    ...fields
  } = p;
  return { ...fields, attributeValues: valuesInUse(p.variants) };
}

/** The SKU stem a variant's SKU was made from (SKU-1042-M-RED → SKU-1042), or null when it was typed otherwise. */
export function stemOf(variant: Pick<EditorVariant, 'sku' | 'attributes'>): string | null {
  const suffix = variantSku('', variant.attributes ?? {});
  const sku = variant.sku.trim();
  if (!sku) return null;
  if (!suffix) return sku;
  return sku.toUpperCase().endsWith(`-${suffix}`) ? sku.slice(0, -(suffix.length + 1)) : null;
}

/** The stem new SKUs of this product take: the one its existing variants were made from, if any. */
export const productStem = (values: Pick<ProductFormValues, 'variants'>): string | null =>
  values.variants.map(stemOf).find((s): s is string => Boolean(s)) ?? null;

/**
 * The matrix over the ticked values in the set's attribute order: a combination that already has a variant keeps
 * it (id, SKU, prices, stock, images); a new one gets a SKU from the stem; variants whose values are no longer
 * ticked drop out (the save removes them).
 */
export function regenerateVariants(
  current: readonly EditorVariant[],
  attributeOrder: readonly string[],
  ticked: Readonly<Record<string, readonly string[]>>,
  stem: string,
): EditorVariant[] {
  const chosen = attributeOrder.map((attribute) => ({ attribute, values: ticked[attribute] ?? [] }));
  const byKey = new Map(current.map((v) => [variantKey(v.attributes ?? {}), v]));
  const price = current[0]?.price ?? null;
  return variantCombinations(chosen).map(
    (combo) => byKey.get(variantKey(combo)) ?? newVariant(variantSku(stem, combo), combo, price),
  );
}

/** A copy to save as a new product: a fresh identification number and SKUs from `stem`, no ids, no stock. */
export function copyOfProduct(values: ProductFormValues, stem: string): ProductFormValues {
  return {
    ...values,
    identificationNumber: stem,
    variants: values.variants.map(({ id: _id, stock: _stock, ...v }) => ({
      ...v,
      sku: variantSku(stem, v.attributes ?? {}),
      openingStock: 0,
    })),
  };
}
