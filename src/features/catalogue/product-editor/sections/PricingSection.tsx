/**
 * Pricing and variants: tax, simple or variable; a simple product's one SKU, prices, derived discount and stock;
 * a variable product's attribute set, its ticked values and the generated variant matrix.
 */
import { Button, FormGroup } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { routePath } from '../../../../../contract';
import { PRODUCT_KINDS, discountPercent } from '../../../../../contract/catalogue/product';
import { newVariant, type ProductFormValues } from '../../../../../machines/catalogue/product-editor.values';
import { CheckboxField } from '../../../../components/form/BooleanFields';
import { NumberField } from '../../../../components/form/NumberField';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { useTaxes } from '../product-editor-api';
import { useOnUserChange } from '../useOnUserChange';
import type { useProductEditor } from '../useProductEditor';
import { FlashSalePrices } from './FlashSalePrices';
import { VariantsPanel } from './VariantsPanel';

type Editor = ReturnType<typeof useProductEditor>;
const KIND_TITLES: Record<(typeof PRODUCT_KINDS)[number], string> = {
  simple: 'Simple product',
  variable: 'Variable product (variants)',
};

export function PricingSection({ editor }: { editor: Editor }) {
  const { form, variants } = editor;
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const taxes = useTaxes().data ?? [];
  // Back to simple: one variant without attributes (the first one's SKU and prices).
  useOnUserChange(form, 'kind', (next) => {
    if (next !== 'simple') return;
    const first = form.getValues('variants')[0] ?? newVariant('', {});
    variants.replace([{ ...first, attributes: {} }]);
    form.setValue('attributeValues', {});
  });
  return (
    <>
      <div className="product-fields">
        <SelectField
          control={control}
          name="taxId"
          label="Tax"
          clearable
          items={taxes}
          itemTitle={(t) => `${t.name} (${t.percentage}%)`}
          itemValue="id"
        />
        <div className="product-field--check">
          <CheckboxField control={control} name="taxIncluded" label="Tax included in the price" />
        </div>
        <SelectField
          control={control}
          name="kind"
          label="Product kind"
          items={PRODUCT_KINDS}
          itemTitle={(k) => KIND_TITLES[k]}
        />
      </div>
      {kind === 'variable' ? <VariantsPanel editor={editor} /> : <SimpleVariant editor={editor} />}
      {editor.productId !== null && <FlashSalePrices control={control} productId={editor.productId} />}
    </>
  );
}

/** Seed §3 "discount percentage": derived from price and special price, shown, never typed. */
export function DiscountShown({ control, index }: { control: Control<ProductFormValues>; index: number }) {
  const [price, special] = useWatch({ control, name: [`variants.${index}.price`, `variants.${index}.specialPrice`] });
  const percent =
    typeof price === 'number' && (special === null || typeof special === 'number')
      ? discountPercent(price, special)
      : null;
  return (
    <FormGroup label="Discount percentage" labelFor="product-discount">
      <output id="product-discount" className="product-discount">
        {percent === null ? 'No discount' : `${percent}% off`}
      </output>
    </FormGroup>
  );
}

function SimpleVariant({ editor }: { editor: Editor }) {
  const { form, actor } = editor;
  const { control } = form;
  const [id, stock] = useWatch({ control, name: ['variants.0.id', 'variants.0.stock'] });
  // Offered only where the flow takes it (not while a suggestion is fetched, a save runs or a message waits).
  const generating = useSelector(actor, (s) => s.matches('generating'));
  const canGenerate = useSelector(actor, (s) => s.can({ type: 'variants.generate' }));
  return (
    <div className="product-fields">
      <div className="product-sku">
        <TextField control={control} name="variants.0.sku" label="SKU" />
        <Button
          size="small"
          icon="lightbulb"
          text="Suggest SKU"
          loading={generating}
          disabled={!canGenerate}
          onClick={() => actor.send({ type: 'variants.generate' })}
        />
      </div>
      <NumberField control={control} name="variants.0.price" label="Price" unit="₹" />
      <NumberField control={control} name="variants.0.specialPrice" label="Special price" unit="₹" />
      <DiscountShown control={control} index={0} />
      {id === undefined ? (
        <NumberField control={control} name="variants.0.openingStock" label="Opening stock" integer />
      ) : (
        <FormGroup
          label="Stock"
          labelFor="product-stock"
          helperText={
            <Link to={routePath('MANAGE_STOCK', { tab: (stock ?? 0) > 0 ? 'in-stock' : 'out-of-stock' })}>
              Manage stock
            </Link>
          }
        >
          <output id="product-stock" className="product-discount">
            {stock ?? 0}
          </output>
        </FormGroup>
      )}
      <NumberField control={control} name="variants.0.lowStockThreshold" label="Low-stock threshold" integer />
    </div>
  );
}
