/**
 * Every resource definition in the contract: each ResourceDef exported by the files listed below. For the SPA (its
 * screens, src/app/screens.tsx) and the tests: it uses Vite's `import.meta.glob`, so the server never imports it (its
 * own list is its bindings, server/resources/registry.ts; the registry test checks the two agree, so a resource in a
 * file missing here fails it).
 */
import type { ResourceDef } from './resource';

// The files that define resources, not every contract file: an eager glob keeps every export of what it matches alive
// in the browser's build, and the other files' server-only schemas (the storefront API's, the webhooks' responses,
// every area's answers) came to about 7 kB gzip, past the 600 kB budget (tests/e2e/code-split.e2e.test.ts).
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../catalogue/attribute-set.ts',
    '../catalogue/attribute.ts',
    '../catalogue/product-comment.ts',
    '../catalogue/product-list.ts',
    '../catalogue/size-chart.ts',
    '../catalogue/specification-set.ts',
    '../catalogue/stock.ts',
    '../catalogue/tax.ts',
    '../content/blog.ts',
    '../content/dm-content.ts',
    '../content/faq.ts',
    '../content/feature-section.ts',
    '../content/flash-sale.ts',
    '../content/popular-search.ts',
    '../content/promo-code.ts',
    '../content/slider.ts',
    '../customers/customer.ts',
    '../orders/order.ts',
    '../payments/payments.ts',
    '../platform/audit.ts',
    '../returns/return-question.ts',
    '../returns/returns.ts',
    '../shipping/delivery-location.ts',
    '../shipping/pickup-location.ts',
    '../support/support-ticket.ts',
    '../wallets/wallets.ts',
  ],
  { eager: true },
);

const isResourceDef = (value: unknown): value is ResourceDef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResourceDef).key === 'string' &&
  typeof (value as ResourceDef).apiPath === 'string' &&
  Array.isArray((value as ResourceDef).fields) &&
  'row' in value;

/** Resource definitions by key, sorted by key. */
export const RESOURCES: Readonly<Record<string, ResourceDef>> = (() => {
  const found = new Map<string, ResourceDef>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const def of Object.values(exports).filter(isResourceDef)) {
      if (found.has(def.key) && found.get(def.key) !== def)
        throw new Error(`Two resources named ${def.key} (one in ${file})`);
      found.set(def.key, def);
    }
  }
  return Object.fromEntries([...found].toSorted(([a], [b]) => a.localeCompare(b)));
})();
