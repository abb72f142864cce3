/**
 * The variant matrix as a dense grid: plain inputs registered with react-hook-form (no controlled widget per
 * cell, so 100 variants open quickly), each cell's first error once touched or after a save attempt. New variants
 * take an opening stock; existing ones show their stock read-only with the way to MANAGE_STOCK.
 */
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../../../components/overlays';
import { memo, useState } from 'react';
import { useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { routePath } from '../../../../contract';
import { PRODUCT_LIMITS, discountPercent } from '../../../../contract/catalogue/product';
import type { EditorVariant, ProductFormValues } from '../../../../machines/catalogue/product-editor.values';
import { parseNumberInput } from '../../../components/form/NumberField';
import { firstErrorMessage } from '../../../lib/validation';
import { ImageListField } from './ImageListField';

interface GridProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  rows: readonly (EditorVariant & { rowKey: string })[];
  onRemove: (index: number) => void;
}

export const variantLabel = (attributes: Record<string, string> | undefined) =>
  Object.values(attributes ?? {}).join(' / ') || 'Default';
// react-hook-form also passes the stored value (a number, or null) through setValueAs: only typed text is parsed.
const asNumber = { setValueAs: (v: unknown) => (typeof v === 'string' ? parseNumberInput(v) : v) };

export function VariantGrid({ control, register, rows, onRemove }: GridProps) {
  const [imagesOf, setImagesOf] = useState<number | null>(null);
  if (rows.length === 0) return <p className="product-note">No variants yet: tick values above and generate them.</p>;
  return (
    <div className="variant-grid-wrap">
      <table className="variant-grid bp6-html-table bp6-compact">
        <caption className="product-note">
          {rows.length} variant{rows.length === 1 ? '' : 's'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">SKU</th>
            <th scope="col">Price</th>
            <th scope="col">Special price</th>
            <th scope="col">Discount</th>
            <th scope="col">Stock</th>
            <th scope="col">Low stock at</th>
            <th scope="col">Images</th>
            <th scope="col">
              <span className="bp6-text-muted">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <VariantRow
              key={row.rowKey}
              control={control}
              register={register}
              index={i}
              label={variantLabel(row.attributes)}
              existingId={row.id}
              stock={row.stock ?? 0}
              onImages={setImagesOf}
              onRemove={onRemove}
            />
          ))}
        </tbody>
      </table>
      <Dialog
        isOpen={imagesOf !== null}
        onClose={() => setImagesOf(null)}
        title={imagesOf === null ? '' : `Images of ${variantLabel(rows[imagesOf]?.attributes)}`}
      >
        <DialogBody>
          {imagesOf !== null && (
            <ImageListField
              control={control}
              name={`variants.${imagesOf}.images`}
              label="Variant images"
              max={PRODUCT_LIMITS.variantImages}
            />
          )}
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text="Done" onClick={() => setImagesOf(null)} />} />
      </Dialog>
    </div>
  );
}

interface RowProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  index: number;
  label: string;
  existingId: number | undefined;
  stock: number;
  onImages: (index: number) => void;
  onRemove: (index: number) => void;
}

type Cell = 'sku' | 'price' | 'specialPrice' | 'openingStock' | 'lowStockThreshold';

const VariantRow = memo(function VariantRow({
  control,
  register,
  index,
  label,
  existingId,
  stock,
  onImages,
  onRemove,
}: RowProps) {
  const path = `variants.${index}` as const;
  const { errors, touchedFields, isSubmitted } = useFormState({ control, name: path });
  const [price, specialPrice, images] = useWatch({
    control,
    name: [`${path}.price`, `${path}.specialPrice`, `${path}.images`],
  });
  const rowErrors = errors.variants?.[index] as Record<string, unknown> | undefined;
  const rowTouched = touchedFields.variants?.[index] as Record<string, unknown> | undefined;
  const errorOf = (cell: Cell) =>
    isSubmitted || rowTouched?.[cell] ? firstErrorMessage(rowErrors?.[cell] as never) : undefined;
  const input = (cell: Cell, name: string, numeric: boolean) => {
    const error = errorOf(cell);
    return (
      <td>
        <input
          className={`bp6-input bp6-small${error ? ' bp6-intent-danger' : ''}`}
          aria-label={`${name} of ${label}`}
          aria-invalid={Boolean(error)}
          inputMode={numeric ? 'decimal' : undefined}
          {...register(`${path}.${cell}`, numeric ? asNumber : undefined)}
        />
        {error && (
          <span className="variant-cell-error" role="alert">
            {error}
          </span>
        )}
      </td>
    );
  };
  const discount =
    typeof price === 'number' && (typeof specialPrice === 'number' || specialPrice === null)
      ? discountPercent(price, specialPrice)
      : null;
  const imageCount = (images as unknown[] | undefined)?.length ?? 0;
  return (
    <tr>
      <th scope="row">{label}</th>
      {input('sku', 'SKU', false)}
      {input('price', 'Price', true)}
      {input('specialPrice', 'Special price', true)}
      <td className="variant-discount">{discount === null ? '—' : `${discount}%`}</td>
      {existingId === undefined ? (
        input('openingStock', 'Opening stock', true)
      ) : (
        <td className="variant-stock">
          <Link
            to={routePath('MANAGE_STOCK', { tab: stock > 0 ? 'in-stock' : 'out-of-stock' })}
            aria-label={`Stock of ${label}: ${stock}, manage stock`}
          >
            {stock}
          </Link>
        </td>
      )}
      {input('lowStockThreshold', 'Low-stock threshold', true)}
      <td>
        <Button
          size="small"
          variant="minimal"
          icon="media"
          text={String(imageCount)}
          aria-label={`${imageCount} images of ${label}`}
          onClick={() => onImages(index)}
        />
      </td>
      <td>
        <Button
          size="small"
          variant="minimal"
          icon="cross"
          aria-label={`Remove variant ${label}`}
          onClick={() => onRemove(index)}
        />
      </td>
    </tr>
  );
});
