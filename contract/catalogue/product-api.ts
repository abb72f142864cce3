/**
 * The product editor's API beside the pinned contract (contract/catalogue/product.ts): the status change body, the SKU
 * suggestion, and the server's refusals that only the database can tell (SKUs of other products, attribute
 * values of the set, variants already sold).
 */
import { z } from 'zod';
import { PRODUCT_STATUSES, ProductDetailSchema, type ProductDetail } from './product';
import { VersionNumberSchema } from '../platform/resource';

/** Body of PUT /products/{id}/status: "publish" is Active. */
export const ProductStatusChangeSchema = z.object({ status: z.enum(PRODUCT_STATUSES), version: VersionNumberSchema });
export type ProductStatusChange = z.infer<typeof ProductStatusChangeSchema>;

/** GET /products/sku-suggestion: numbers taken for good (never handed out twice), for a new product or a copy. */
export const SkuSuggestionSchema = z.object({
  /** The SKU stem (prefix + next number), e.g. SKU1042; variant SKUs add their values (variantSku). */
  sku: z.string(),
  /** A fresh identification number from the product prefix, e.g. PRD100231. */
  identificationNumber: z.string(),
});
export type SkuSuggestion = z.infer<typeof SkuSuggestionSchema>;

/** Refusals of a product save that need the database, each on the field a person would correct. */
export const PRODUCT_SAVE_MESSAGES = {
  attributeNotInSet: (name: string) => `${name} is not an attribute of the chosen attribute set`,
  valueNotAllowed: (name: string, value: string) => `${value} is not a value of ${name}`,
  variantNeedsAttributes: 'Choose a value for each attribute of the variant',
  sameAttributes: 'Every variant needs the same attributes',
  variantNotOfProduct: "This variant is not one of this product's variants",
  variantSold: (skus: string) => `Variants already ordered cannot be removed: ${skus}`,
  variantOrderedMeanwhile: 'A variant being removed was ordered meanwhile. Reload the product.',
} as const;

/** The schema with every preprocess step dropped (its output schema kept): responses are encoded, and a preprocess cannot be. */
function withoutPreprocess(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (key: string) => withoutPreprocess(def[key] as z.ZodType);
  switch (def.type) {
    case 'pipe':
      return (def.in as z.ZodType)._zod.def.type === 'transform' ? inner('out') : schema;
    case 'default':
      return inner('innerType');
    case 'nullable':
      return inner('innerType').nullable();
    case 'optional':
      return inner('innerType').optional();
    case 'array':
      return z.array(inner('element'));
    case 'object':
      return z.object(
        Object.fromEntries(
          Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, withoutPreprocess(v)]),
        ),
      );
    default:
      return schema;
  }
}

/** GET /products/{id} and every write's answer, as sent: ProductDetailSchema without its input preprocessing. */
export const ProductDetailOutputSchema = withoutPreprocess(ProductDetailSchema) as z.ZodType<ProductDetail>;
