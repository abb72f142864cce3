/**
 * A flash sale's variants: find a product or SKU and add a variant or all of a product's, then give each a sale price or a
 * percentage off; each row shows the variant's price now and what it will cost in the sale, and warns
 * before saving when a sale price is above the price (the server refuses it with the seed's words).
 */
import { Button, HTMLSelect, InputGroup, Menu, MenuItem, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { itemPrice } from '../../../contract/content/flash-sale-prices';
import { PRODUCT_MESSAGES } from '../../../contract/catalogue/product';
import type { FlashSaleInput, SaleVariantOption } from '../../../contract/content/flash-sale';
import { parseNumberInput } from '../../components/form/NumberField';
import { useField } from '../../components/form/useField';
import { formatCurrency } from '../../lib/format';
import { firstErrorMessage } from '../../lib/validation';
import { fetchProductSaleVariants, fetchSaleVariants } from './flash-sale-api';

/** A row of the form: the item and what the screen shows of its variant. */
type ItemRow = SaleVariantOption & { salePrice: number | string | null; discountPercent: number | string | null };
type Mode = 'price' | 'percent';

// A save resets the form to what the schema parsed (the items without their display fields) as the drawer closes.
const attributesText = (attributes: Record<string, string> | undefined) =>
  Object.entries(attributes ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
const variantText = (row: Pick<SaleVariantOption, 'productName' | 'sku' | 'attributes'>) =>
  [row.productName, attributesText(row.attributes), row.sku].filter(Boolean).join(' · ');

function useVariantMatches(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['flash-sale-variants', q],
    queryFn: ({ signal }) => fetchSaleVariants(q, signal),
    enabled: q.length >= 2,
    staleTime: 30_000,
  });
}

/** The sale price or percentage input of one row, with its error. */
function AmountInput({
  control,
  index,
  mode,
  sku,
}: {
  control: Control<FlashSaleInput>;
  index: number;
  mode: Mode;
  sku: string;
}) {
  const name = mode === 'price' ? (`items.${index}.salePrice` as const) : (`items.${index}.discountPercent` as const);
  const { field, intent } = useField(control, name);
  const [draft, setDraft] = useState<string | null>(null);
  const value = field.value as number | string | null;
  return (
    <InputGroup
      name={field.name}
      inputRef={field.ref}
      aria-label={mode === 'price' ? `Sale price, ${sku}` : `Discount %, ${sku}`}
      inputMode={mode === 'price' ? 'decimal' : 'numeric'}
      className="sale-item-amount"
      intent={intent}
      value={draft ?? (value === null || value === undefined ? '' : String(value))}
      rightElement={<span className="sale-item-unit">{mode === 'price' ? '₹' : '%'}</span>}
      onFocus={() => setDraft(value === null || value === undefined ? '' : String(value))}
      onChange={(e) => {
        setDraft(e.target.value);
        field.onChange(parseNumberInput(e.target.value));
      }}
      onBlur={() => {
        setDraft(null);
        field.onBlur();
      }}
    />
  );
}

function ItemRowView({
  control,
  index,
  row,
  onRemove,
  onMode,
}: {
  control: Control<FlashSaleInput>;
  index: number;
  row: ItemRow;
  onRemove(): void;
  onMode(mode: Mode): void;
}) {
  const { errors, isSubmitted } = useFormState({ control, name: `items.${index}` });
  const live = useWatch({ control, name: `items.${index}` }) as unknown as ItemRow | undefined;
  const mode: Mode = live?.salePrice !== null && live?.salePrice !== undefined ? 'price' : 'percent';
  const price = Number(row.price);
  const salePrice = typeof live?.salePrice === 'number' ? live.salePrice : null;
  const percent = typeof live?.discountPercent === 'number' ? live.discountPercent : null;
  const outcome =
    salePrice !== null || percent !== null ? itemPrice({ salePrice, discountPercent: percent }, price) : null;
  const itemErrors = (errors.items as unknown as Record<string, Record<string, unknown>> | undefined)?.[index];
  // The error of the input shown (a stale one of the hidden input would never clear), else the variant's.
  const shownError = isSubmitted
    ? firstErrorMessage(
        ((mode === 'price' ? itemErrors?.salePrice : itemErrors?.discountPercent) ?? itemErrors?.variantId) as never,
      )
    : undefined;
  const warning = salePrice !== null && salePrice > price ? PRODUCT_MESSAGES.specialPriceAbovePrice : undefined;
  return (
    <tr>
      <td className="sale-item-variant">
        <div className="sale-item-product">{row.productName}</div>
        <div className="sale-item-meta">{[attributesText(row.attributes), row.sku].filter(Boolean).join(' · ')}</div>
        {(shownError ?? warning) && (
          <div className="sale-item-error" role="alert">
            {shownError ?? warning}
          </div>
        )}
      </td>
      <td className="sale-item-money">
        {row.specialPrice !== null && <del className="sale-item-was">{formatCurrency(row.price)}</del>}
        {formatCurrency(row.specialPrice ?? row.price)}
      </td>
      <td>
        <HTMLSelect
          aria-label={`Sale by, ${row.sku}`}
          value={mode}
          onChange={(e) => onMode(e.target.value as Mode)}
          options={[
            { value: 'percent', label: '% off' },
            { value: 'price', label: 'Sale price' },
          ]}
        />
      </td>
      <td>
        <AmountInput key={mode} control={control} index={index} mode={mode} sku={row.sku} />
      </td>
      <td className="sale-item-money sale-item-outcome" aria-label={`In the sale, ${row.sku}`}>
        {outcome === null ? '–' : formatCurrency(Math.min(outcome, Number(row.specialPrice ?? row.price)))}
      </td>
      <td>
        <Button variant="minimal" size="small" icon="cross" aria-label={`Remove ${row.sku}`} onClick={onRemove} />
      </td>
    </tr>
  );
}

export function SaleItemsField({ control }: { control: Control<FlashSaleInput> }) {
  const { fields, append, remove, update } = useFieldArray({ control, name: 'items', keyName: 'key' });
  const rows = fields as unknown as (ItemRow & { key: string })[];
  const items = useWatch({ control, name: 'items' }) as unknown as ItemRow[] | undefined;
  const { errors, isSubmitted } = useFormState({ control, name: 'items' });
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const matches = useVariantMatches(query);
  const chosen = new Set(rows.map((r) => r.variantId));
  const listError = isSubmitted
    ? (firstErrorMessage((errors.items as { root?: unknown })?.root as never) ??
      (errors.items as { message?: string } | undefined)?.message)
    : undefined;

  const add = (option: SaleVariantOption) => append({ ...option, salePrice: null, discountPercent: null } as never);
  // A whole product: every variant of it, not only those the search listed, each not yet in the sale.
  const addProduct = async (productId: number) => {
    const all = await fetchProductSaleVariants(productId);
    const taken = new Set((items ?? rows).map((r) => r.variantId));
    append(
      all
        .filter((option) => !taken.has(option.variantId))
        .map((option) => ({ ...option, salePrice: null, discountPercent: null })) as never,
    );
  };
  // Products that have more than one variant among the matches get an "all variants" entry of their own.
  const products = [...new Map((matches.data ?? []).map((o) => [o.productId, o.productName])).entries()].filter(
    ([productId]) => (matches.data ?? []).filter((o) => o.productId === productId).length > 1,
  );
  // A sale price starts at the price now (to be lowered); a percentage starts blank.
  const setMode = (index: number, mode: Mode) => {
    const current = (items?.[index] ?? rows[index]) as ItemRow;
    update(index, {
      ...current,
      salePrice: mode === 'price' ? Number(current.specialPrice ?? current.price) : null,
      discountPercent: null,
    } as never);
  };

  return (
    <fieldset className="sale-items">
      <legend>Variants on sale</legend>
      <InputGroup
        leftIcon="search"
        type="search"
        placeholder="Find a product or SKU to add"
        aria-label="Find a product or SKU to add"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {query.trim().length >= 2 && (
        <Menu className="sale-item-matches" aria-label="Matching variants" size="small">
          {matches.data?.length === 0 && <MenuItem disabled text="No product or SKU matches" />}
          {products.map(([productId, productName]) => (
            <MenuItem
              key={`product-${productId}`}
              icon="layers"
              text={`All variants of ${productName}`}
              onClick={() => void addProduct(productId)}
            />
          ))}
          {matches.data?.map((option) => (
            <MenuItem
              key={option.variantId}
              icon={chosen.has(option.variantId) ? 'tick' : 'add'}
              disabled={chosen.has(option.variantId)}
              text={variantText(option)}
              label={formatCurrency(option.specialPrice ?? option.price)}
              onClick={() => add(option)}
            />
          ))}
        </Menu>
      )}
      {rows.length === 0 ? (
        <NonIdealState
          className="sale-items-empty"
          icon="tag"
          description="No variants yet: find a product or SKU above and add it."
        />
      ) : (
        <div className="sale-items-scroll">
          <table className="sale-items-table">
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">Price now</th>
                <th scope="col">Sale by</th>
                <th scope="col">Amount</th>
                <th scope="col">In the sale</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <ItemRowView
                  key={row.key}
                  control={control}
                  index={index}
                  row={row}
                  onRemove={() => remove(index)}
                  onMode={(mode) => setMode(index, mode)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {listError && (
        <div className="sale-item-error" role="alert">
          {listError}
        </div>
      )}
    </fieldset>
  );
}
