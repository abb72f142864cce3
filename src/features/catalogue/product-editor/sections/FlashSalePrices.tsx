/**
 * Issue 15 §1 in the product editor: what the product costs now, and the flash sales of its variants that have
 * not ended — each sale's window in the shop's time zone and what each of its variants costs in it — priced by
 * the contract's `variantPriceAt`, the function the product list's "price now" mirrors in SQL.
 */
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import {
  itemPrice,
  productPriceAt,
  saleRunsAt,
  type PricedVariant,
} from '../../../../../contract/content/flash-sale-prices';
import type { ProductFormValues } from '../../../../../machines/catalogue/product-editor.values';
import { productListResource } from '../../../../../contract/catalogue/product-list';
import { TitledCallout } from '../../../../components/TitledCallout';
import { resourceQueryKey } from '../../../../lib/write-effects';
import { formatCurrency, formatShopDateTime } from '../../../../lib/format';
import { fetchProductSales } from '../product-editor-api';
import { variantLabel } from '../VariantGrid';

/** Under the product's key: a product write or a flash-sale write (lib/write-effects.ts) makes it stale. */
export const productSalesKey = (productId: number) =>
  [...resourceQueryKey(productListResource), 'flash-sales', productId] as const;

/** The variants as typed, with the ids of saved ones (a new variant is in no sale yet). */
const priced = (variants: ProductFormValues['variants']): (PricedVariant & { label: string; sku: string })[] =>
  variants.flatMap((v) =>
    typeof v.id === 'number' && typeof v.price === 'number'
      ? [
          {
            id: v.id,
            price: v.price,
            specialPrice: typeof v.specialPrice === 'number' ? v.specialPrice : null,
            label: variantLabel(v.attributes),
            sku: v.sku,
          },
        ]
      : [],
  );

export function FlashSalePrices({ control, productId }: { control: Control<ProductFormValues>; productId: number }) {
  // Read again each minute: a sale starts or ends while the editor is open.
  const { data } = useQuery({
    queryKey: productSalesKey(productId),
    queryFn: ({ signal }) => fetchProductSales(productId, signal),
    refetchInterval: 60_000,
  });
  const sales = data?.sales ?? [];
  const variants = priced(useWatch({ control, name: 'variants' }) ?? []);
  if (sales.length === 0 || variants.length === 0) return null;
  const now = new Date(data!.at); // the shop's clock, as the product list prices
  const priceNow = productPriceAt(variants, sales, now);
  return (
    <TitledCallout
      className="product-flash-sales"
      icon="flash"
      level={3}
      title={`Price now ${formatCurrency(priceNow)}`}
      compact
    >
      <ul>
        {sales.map((sale) => (
          <li key={sale.id}>
            <strong>{sale.name}</strong>{' '}
            <span className="product-note">
              {formatShopDateTime(sale.startsAt)} – {formatShopDateTime(sale.endsAt)} IST
              {saleRunsAt(sale, now) ? ' · running now' : ''}
            </span>
            <ul>
              {sale.items.flatMap((item) => {
                const variant = variants.find((v) => v.id === item.variantId);
                return variant
                  ? [
                      <li key={item.variantId}>
                        {variant.label} ({variant.sku}): {formatCurrency(variant.specialPrice ?? variant.price)} →{' '}
                        {formatCurrency(
                          Math.min(itemPrice(item, variant.price), variant.specialPrice ?? variant.price),
                        )}
                        {item.discountPercent !== null ? ` (${item.discountPercent}% off)` : ''}
                      </li>,
                    ]
                  : [];
              })}
            </ul>
          </li>
        ))}
      </ul>
    </TitledCallout>
  );
}
