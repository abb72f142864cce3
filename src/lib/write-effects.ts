/**
 * What a write makes stale, declared once: every read of a resource is keyed under `['resource', key, …]`,
 * and a successful write of that resource (any mutation whose `meta.writes` names it) invalidates all of
 * them — lists, counts, details — plus the reads of the other families declared in WRITES_ALSO_CHANGE.
 * The query client's mutation cache does it (./query-client.ts), so no screen has to remember to.
 */
import { MutationObserver, type Query, type QueryClient } from '@tanstack/react-query';

/** Every query of a resource starts with this key. */
export const resourceQueryKey = (def: { key: string }) => ['resource', def.key] as const;

/** A mutation names the resources it writes; the mutation cache invalidates their reads on success. */
export interface WriteMeta extends Record<string, unknown> {
  writes?: readonly string[];
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}

/**
 * Reads of other families a write of a resource changes. A name is a resource key (`['resource', name]`)
 * or the first element of a feature's own query key (`['stock-counts']`, `['dashboard', …]`).
 */
const WRITES_ALSO_CHANGE: Readonly<Record<string, readonly string[]>> = {
  // A product's variants are the stock rows; the stock counts, the dashboard's low stock and the storefront pickers show it.
  product: ['stockVariant', 'stock-counts', 'stock-history', 'dashboard', 'storefront', 'flash-sale-variants'],
  // Stock moves change the product list's stock column and the dashboard's low stock.
  stockVariant: ['product', 'stock-counts', 'stock-history', 'dashboard'],
  // A flash sale changes the price now of the products it covers.
  'flash-sale': ['product', 'storefront', 'calendar'],
  // The category tree's own key is ['categories', …]; pickers and the product list show category names.
  categories: ['category-choices', 'product', 'product-editor', 'storefront'],
  productComment: ['dashboard'],
  // An order action moves payments, stock (a cancel restocks), wallets (a refund) and the dashboard's figures.
  order: [
    'order-status-counts',
    'payment',
    'order-return',
    'dashboard',
    'stockVariant',
    'stock-counts',
    'stock-history',
    'product',
    'customer-wallet',
    'wallet-transaction',
    'sales-report',
  ],
  'order-return': [
    'return-status-counts',
    'return-detail',
    'order',
    'order-detail',
    'order-status-counts',
    'payment',
    'customer-wallet',
    'wallet-transaction',
    'stockVariant',
    'stock-counts',
    'product',
    'dashboard',
  ],
  supportTicket: ['dashboard'],
  'customer-wallet': ['wallet-transaction', 'customer'],
  customer: ['customer-wallet', 'wallet-transaction', 'dashboard'],
  attribute: ['product-editor'],
  'attribute-set': ['product-editor'],
  'specification-set': ['product-editor'],
  'size-chart': ['product-editor'],
  tax: ['product-editor'],
};

/** The families a write of `resources` changes: their own reads and the declared ones. */
export function changedFamilies(resources: readonly string[]): Set<string> {
  return new Set(resources.flatMap((name) => [name, ...(WRITES_ALSO_CHANGE[name] ?? [])]));
}

/** The family a query belongs to: its resource key, else the first element of its key. */
const familyOf = (query: Query): unknown => (query.queryKey[0] === 'resource' ? query.queryKey[1] : query.queryKey[0]);

/** Marks stale every read a write of `resources` changed; the ones on screen read again (awaited). */
export function invalidateWrites(queryClient: QueryClient, resources: readonly string[]): Promise<void> {
  const families = changedFamilies(resources);
  return queryClient.invalidateQueries({ predicate: (query) => families.has(familyOf(query) as string) });
}

/**
 * Runs a write outside a hook (an XState actor, a confirm dialog's action) as a mutation of the query client,
 * so its success invalidates what it changed like every other write. Rejects as `write` does.
 */
export function runWrite<T>(queryClient: QueryClient, writes: readonly string[], write: () => Promise<T>): Promise<T> {
  return new MutationObserver(queryClient, { mutationFn: write, meta: { writes } }).mutate();
}
