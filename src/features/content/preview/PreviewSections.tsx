/** The preview's feature sections, in their order: each one's products with their price and their price at the moment, or its category tiles. */
import { HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import type { StorefrontPreview } from '../../../../contract/content/storefront';
import { formatCurrency } from '../../../lib/format';

export function PreviewSections({ sections }: { sections: StorefrontPreview['sections'] }) {
  return (
    <section className="preview-block" aria-labelledby="preview-sections">
      <h2 id="preview-sections">Feature sections ({sections.length})</h2>
      {sections.length === 0 && <NonIdealState icon="star" description="No feature section shows at this moment." />}
      {sections.map((section, i) => (
        <div key={section.id} className="preview-section">
          <h3>
            {i + 1}. {section.name} <Tag minimal>{section.kind}</Tag> <Tag minimal>{section.style}</Tag>
          </h3>
          {section.categories.length > 0 && (
            <ul className="preview-tiles">
              {section.categories.map((c) => (
                <li key={c.id}>{c.name}</li>
              ))}
            </ul>
          )}
          {section.categories.length === 0 && section.products.length === 0 && (
            <p className="preview-meta">No product to show.</p>
          )}
          {section.products.length > 0 && (
            <HTMLTable compact className="preview-table" aria-label={`Products of ${section.name}`}>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Code</th>
                  <th scope="col">Price</th>
                  <th scope="col">At the moment</th>
                </tr>
              </thead>
              <tbody>
                {section.products.map((p) => (
                  <tr key={p.id}>
                    <td>{p.name}</td>
                    <td>{p.code}</td>
                    <td className="preview-money">{formatCurrency(p.price)}</td>
                    <td className="preview-money">
                      {p.priceAt !== null && p.price !== null && p.priceAt < p.price ? (
                        <strong>{formatCurrency(p.priceAt)}</strong>
                      ) : (
                        formatCurrency(p.priceAt)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </div>
      ))}
    </section>
  );
}
