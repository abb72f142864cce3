/**
 * "Preview at" (issue 15 §4): the storefront as it will be at a chosen moment in the shop's time — its sliders
 * and feature sections in order with their products' prices then, the flash sales running, the promo codes
 * valid, the blog posts live — and any product's price then. The server computes it with the contract's
 * functions (server/content/storefront-preview.ts), the ones the lists use.
 */
import { Button, Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ProductOption } from '../../../../contract/content/storefront';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { DateTimeField } from '../../../components/form/DateTimeField';
import { CdnImage } from '../../../components/media';
import { errorMessage } from '../../../lib/api';
import { formatCurrency, formatShopDateTime } from '../../../lib/format';
import { ProductSearch } from '../ProductSearch';
import { fetchPriceAt, fetchStorefrontPreview } from '../storefront-api';
import { PreviewSections } from './PreviewSections';
// oxlint-disable-next-line import/no-unassigned-import -- the preview's stylesheet
import './preview.css';

const HOUR = 3_600_000;
/** The next whole hour in the shop, as the form's value. */
const nextHour = () => new Date(Math.ceil(Date.now() / HOUR) * HOUR).toISOString();

function ProductPrice({ at }: { at: string }) {
  const [product, setProduct] = useState<ProductOption | null>(null);
  const price = useQuery({
    queryKey: ['storefront', 'price', product?.id, at],
    queryFn: ({ signal }) => fetchPriceAt(product!.id, at, signal),
    enabled: product !== null,
  });
  return (
    <section className="preview-block" aria-labelledby="preview-price">
      <h2 id="preview-price">Price of a product</h2>
      <ProductSearch
        label="Find a product to price"
        chosen={new Set(product ? [product.id] : [])}
        onPick={setProduct}
      />
      {product && price.data && (
        <HTMLTable compact striped className="preview-table" aria-label={`Prices of ${price.data.name}`}>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Price</th>
              <th scope="col">Special price</th>
              <th scope="col">At the moment</th>
              <th scope="col">Set by</th>
            </tr>
          </thead>
          <tbody>
            {price.data.variants.map((v) => (
              <tr key={v.id}>
                <td>{v.sku}</td>
                <td className="preview-money">{formatCurrency(v.price)}</td>
                <td className="preview-money">{v.specialPrice === null ? '–' : formatCurrency(v.specialPrice)}</td>
                <td className="preview-money">
                  <strong>{formatCurrency(v.priceAt)}</strong>
                </td>
                <td>
                  {v.sale
                    ? `Flash sale "${v.sale}"`
                    : v.specialPrice !== null && v.priceAt === v.specialPrice
                      ? 'Special price'
                      : 'Price'}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

export function StorefrontPreviewScreen() {
  const [initial] = useState(nextHour);
  const form = useForm<{ at: string }>({ defaultValues: { at: initial } });
  // A cleared field previews the first moment again.
  const at = useWatch({ control: form.control, name: 'at' }) || initial;
  const preview = useQuery({
    queryKey: ['storefront', 'preview', at],
    queryFn: ({ signal }) => fetchStorefrontPreview(at, signal),
    placeholderData: (previous) => previous,
  });
  const data = preview.data;
  return (
    <div className="preview-screen">
      <ScreenHeader
        title="Preview the Shop"
        subtitle="What the storefront shows at a moment you choose: banners, sections and their prices, flash sales, promo codes and blog posts."
      />
      <div className="preview-moment">
        <DateTimeField control={form.control} name="at" label="Moment (IST)" />
        <Button text="Now" onClick={() => form.setValue('at', new Date().toISOString())} />
        <Button text="+1 day" onClick={() => form.setValue('at', new Date(Date.parse(at) + 24 * HOUR).toISOString())} />
        <Button
          text="+1 week"
          onClick={() => form.setValue('at', new Date(Date.parse(at) + 7 * 24 * HOUR).toISOString())}
        />
        {preview.isFetching && <Spinner size={16} aria-label="Loading" />}
      </div>
      {preview.isError && (
        <Callout intent="danger" icon="error">
          {errorMessage(preview.error)}
        </Callout>
      )}
      {data && (
        <div className="preview-body" aria-live="polite" aria-busy={preview.isFetching}>
          <p className="preview-at">
            The shop at <strong>{formatShopDateTime(data.at)}</strong> IST
          </p>
          <section className="preview-block" aria-labelledby="preview-sliders">
            <h2 id="preview-sliders">Sliders ({data.sliders.length})</h2>
            {data.sliders.length === 0 ? (
              <NonIdealState icon="media" description="No banner shows at this moment." />
            ) : (
              <ol className="preview-sliders">
                {data.sliders.map((slider) => (
                  <li key={slider.id} className="preview-slider">
                    {slider.imagePath ? (
                      <CdnImage path={slider.imagePath} alt={slider.title} width={150} height={50} />
                    ) : (
                      <span className="preview-no-image">No picture</span>
                    )}
                    <span>
                      <strong>{slider.title}</strong>
                      <br />
                      <span className="preview-meta">
                        {slider.linkType}: {slider.link || '–'}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <PreviewSections sections={data.sections} />
          <section className="preview-block" aria-labelledby="preview-offers">
            <h2 id="preview-offers">Flash sales, promo codes and posts</h2>
            <div className="preview-columns">
              <div>
                <h3>Flash sales running ({data.flashSales.length})</h3>
                <ul>
                  {data.flashSales.map((s) => (
                    <li key={s.id}>
                      {s.name}{' '}
                      <span className="preview-meta">
                        until {formatShopDateTime(s.endsAt)} · {s.itemCount} variants
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3>Promo codes valid ({data.promoCodes.length})</h3>
                <ul>
                  {data.promoCodes.map((c) => (
                    <li key={c.id}>
                      <Tag minimal>{c.name}</Tag>{' '}
                      <span className="preview-meta">
                        {c.discountType === 'Percentage'
                          ? `${Number(c.discount)}% off`
                          : `${formatCurrency(c.discount)} off`}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3>Blog posts live ({data.blogPosts.length})</h3>
                <ul>
                  {data.blogPosts.slice(0, 10).map((p) => (
                    <li key={p.id}>{p.title}</li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
          <ProductPrice at={data.at} />
        </div>
      )}
    </div>
  );
}
