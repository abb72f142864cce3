/**
 * The route table of seed §2, by name and path, plus the account and configuration screens PRODUCT.md adds.
 * Paths use `:param` for the seed's `{param}`. The SPA builds its router and menu from this table;
 * navigation goes by route name (`routePath('MANAGE_ORDER', { tab: 'all' })`).
 */
import type { PermissionPath } from './permissions';

export type Layout = 'main' | 'blank' | 'policy';
export type MenuGroup =
  | 'Catalogue'
  | 'Promotion and content'
  | 'Locations'
  | 'Orders and money'
  | 'People and support'
  | 'Configuration';

export interface RouteDef {
  name: string;
  /** Path below the hash, without a leading slash; `:param` marks a parameter. */
  path: string;
  layout: Layout;
  /** Needs sign-in (every main-layout route: PRODUCT.md deviation 1). */
  auth: boolean;
  /** Permission needed to open it; absent = any signed-in user. */
  permission?: PermissionPath;
  title: string;
  /** Present when the side menu lists it; `params` are the ones the menu navigates with. */
  menu?: { group: MenuGroup | null; label: string; icon: string; params?: Record<string, string> };
}

const main = (
  name: string,
  path: string,
  title: string,
  permission?: PermissionPath,
  menu?: RouteDef['menu'],
): RouteDef => ({
  name,
  path,
  layout: 'main',
  auth: true,
  permission,
  title,
  menu,
});
const open = (layout: Layout, name: string, path: string, title: string): RouteDef => ({
  name,
  path,
  layout,
  auth: false,
  title,
});

export const ORDER_TABS = [
  'all',
  'pending',
  'new-order',
  'processing',
  'shipped',
  'delivered',
  'cancel-by-customer',
  'cancel-by-company',
  // Held orders whatever their status, and those the risk rules held (issue 45 §2).
  'on-hold',
  'review',
] as const;
export const RETURN_TABS = ['all', 'requested', 'approved', 'rejected', 'cancelled', 'received', 'refunded'] as const;
export const STOCK_TABS = ['in-stock', 'out-of-stock'] as const;

export const ROUTES = [
  main('HOME', 'dashboard', 'Dashboard', 'dashboard.home.view', { group: null, label: 'Dashboard', icon: 'dashboard' }),
  // Catalogue
  main('PRODUCT', 'manageProduct', 'Manage Product', 'catalogue.product.view', {
    group: 'Catalogue',
    label: 'Manage Product',
    icon: 'box',
  }),
  main('ADD_PRODUCT', 'addProduct', 'Add Product', 'catalogue.product.add', {
    group: 'Catalogue',
    label: 'Add Product',
    icon: 'add',
  }),
  main('EDIT_PRODUCT', 'product/:action/:id', 'Edit Product', 'catalogue.product.edit'),
  // Ours: a CSV import as a change set (issue 13 §5); `new` to choose a file, else the set's id. Reached from PRODUCT.
  main('PRODUCT_IMPORT', 'manageProduct/import/:id', 'Import Products', 'catalogue.product.edit'),
  main('MANAGE_CATEGORY', 'category', 'Category', 'catalogue.category.view', {
    group: 'Catalogue',
    label: 'Category',
    icon: 'folder-close',
  }),
  main('ATTRIBUTES', 'addAttribute', 'Attributes and Attribute Sets', 'catalogue.attribute.view', {
    group: 'Catalogue',
    label: 'Attributes',
    icon: 'properties',
  }),
  main('PRODUCT_SPECIFICATION', 'specification', 'Specification Sets', 'catalogue.specification.view', {
    group: 'Catalogue',
    label: 'Specification',
    icon: 'list-detail-view',
  }),
  main('TAX', 'addTax', 'Tax', 'catalogue.tax.view', { group: 'Catalogue', label: 'Tax', icon: 'percentage' }),
  main('SIZE_CHART', 'sizeCharts', 'Size Chart', 'catalogue.sizeChart.view', {
    group: 'Catalogue',
    label: 'Size Chart',
    icon: 'th',
  }),
  main('MANAGE_STOCK', 'manageStock/:tab', 'Stock Management', 'catalogue.stock.view', {
    group: 'Catalogue',
    label: 'Stock',
    icon: 'cube',
    params: { tab: 'in-stock' },
  }),
  main('PRODUCT_COMMENT', 'manageComment', 'Comments', 'catalogue.comment.view', {
    group: 'Catalogue',
    label: 'Comments',
    icon: 'comment',
  }),
  main('MULTIMEDIA', 'multimedia', 'Multimedia', 'catalogue.multimedia.view', {
    group: 'Catalogue',
    label: 'Multimedia',
    icon: 'media',
  }),
  // Promotion and content
  main('PROMOCODE', 'promocode', 'Promocode', 'content.promocode.view', {
    group: 'Promotion and content',
    label: 'Promocode',
    icon: 'tag',
  }),
  main('FLASHSALE', 'flashsale', 'Flash Sale', 'content.flashsale.view', {
    group: 'Promotion and content',
    label: 'Flash Sale',
    icon: 'flash',
  }),
  main('MANAGE_FEATURE_SECTION', 'manageFeatureSection', 'Feature Section', 'content.featureSection.view', {
    group: 'Promotion and content',
    label: 'Feature Section',
    icon: 'star',
  }),
  main('MANAGE_SLIDER', 'manageSlider', 'Slider', 'content.slider.view', {
    group: 'Promotion and content',
    label: 'Slider',
    icon: 'multi-select',
  }),
  main('BLOG', 'manageBlog', 'Blog', 'content.blog.view', {
    group: 'Promotion and content',
    label: 'Blog',
    icon: 'manual',
  }),
  main('FAQS', 'manageFaqs', 'FAQ', 'content.faq.view', { group: 'Promotion and content', label: 'FAQ', icon: 'help' }),
  main('ROBOT_TEXT', 'robotText', 'Robot Text', 'content.robotText.view', {
    group: 'Promotion and content',
    label: 'Robot Text',
    icon: 'code',
  }),
  main('DM_CONTENT', 'dmContent', 'DM Content', 'content.dmContent.view', {
    group: 'Promotion and content',
    label: 'DM Content',
    icon: 'envelope',
  }),
  main('POPULAR_SEARCH', 'popularSearch', 'Popular Search', 'content.popularSearch.view', {
    group: 'Promotion and content',
    label: 'Popular Search',
    icon: 'search',
  }),
  // Ours (issue 15 §4): one calendar of everything scheduled, and the shop as it will be at a chosen moment.
  main('CONTENT_CALENDAR', 'contentCalendar', 'Content Calendar', 'content.calendar.view', {
    group: 'Promotion and content',
    label: 'Calendar',
    icon: 'calendar',
  }),
  main('STOREFRONT_PREVIEW', 'storefrontPreview', 'Preview the Shop', 'content.calendar.view', {
    group: 'Promotion and content',
    label: 'Preview at',
    icon: 'eye-open',
  }),
  // Locations
  main('PICKUP_LOCATION', 'pickupLocation', 'Pickup Location', 'locations.pickupLocation.view', {
    group: 'Locations',
    label: 'Pickup Location',
    icon: 'map-marker',
  }),
  main('DELIVERY_LOCATION', 'deliveryLocation', 'Delivery Location', 'locations.deliveryLocation.view', {
    group: 'Locations',
    label: 'Delivery Location',
    icon: 'truck',
  }),
  // Orders and money
  main('MANAGE_ORDER', 'manageOrder/:tab', 'Order Management', 'orders.order.view', {
    group: 'Orders and money',
    label: 'Orders',
    icon: 'shopping-cart',
    params: { tab: 'all' },
  }),
  main('MANAGE_RETURN', 'manageReturn/:tab', 'Return', 'orders.return.view', {
    group: 'Orders and money',
    label: 'Return',
    icon: 'undo',
    params: { tab: 'all' },
  }),
  main('MANAGE_EXCHANGE', 'manageExchange/:tab', 'Exchange', 'orders.exchange.view', {
    group: 'Orders and money',
    label: 'Exchange',
    icon: 'swap-horizontal',
    params: { tab: 'all' },
  }),
  main(
    'MANAGE_RETURN_ORDER_QUESTION_DETAILS',
    'manageReturnOrderQuestionDetails',
    'Return Order Question Details',
    'orders.returnQuestion.view',
    { group: 'Orders and money', label: 'Return Questions', icon: 'help' },
  ),
  main('MANAGE_PAYMENT', 'managePayment', 'Payment Management', 'orders.payment.view', {
    group: 'Orders and money',
    label: 'Payments',
    icon: 'credit-card',
  }),
  main('MANAGE_SALES', 'manageSales', 'Sales Management', 'orders.sales.view', {
    group: 'Orders and money',
    label: 'Sales',
    icon: 'chart',
  }),
  main('CUSTOMER_WALLET', 'manageWallet/customer-wallet', 'Customer Wallet', 'orders.wallet.view', {
    group: 'Orders and money',
    label: 'Customer Wallet',
    icon: 'bank-account',
  }),
  main('WALLET_TRANSACTIONS', 'manageWallet/transactions', 'Wallet Transactions', 'orders.wallet.view', {
    group: 'Orders and money',
    label: 'Wallet Transactions',
    icon: 'exchange',
  }),
  // People and support
  main('MANAGE_CUSTOMER', 'manageCustomer', 'Customer Management', 'people.customer.view', {
    group: 'People and support',
    label: 'Customers',
    icon: 'people',
  }),
  main('SUPPORT_TICKET', 'support-ticket', 'Support Ticket', 'people.supportTicket.view', {
    group: 'People and support',
    label: 'Support Ticket',
    icon: 'headset',
  }),
  main('PORTAL_USERS', 'portalUsers', 'Portal Users', 'people.portalUser.view', {
    group: 'People and support',
    label: 'Portal Users',
    icon: 'user',
  }),
  main('CUSTOMER_PORTAL', 'customerPortal', 'Customer Portal Settings', 'people.customerPortal.view', {
    group: 'People and support',
    label: 'Customer Portal',
    icon: 'globe-network',
  }),
  // Configuration
  main('PORTAL_SETTINGS', 'portalSettings', 'Portal Settings', 'configuration.portalSettings.view', {
    group: 'Configuration',
    label: 'Portal Settings',
    icon: 'cog',
  }),
  main('PREFIX_SETTINGS', 'prefixSettings', 'Prefix Settings', 'configuration.prefixSettings.view', {
    group: 'Configuration',
    label: 'Prefix Settings',
    icon: 'numbered-list',
  }),
  main('AUDIT_LOG', 'auditLog', 'Audit Log', 'configuration.auditLog.view', {
    group: 'Configuration',
    label: 'Audit Log',
    icon: 'history',
  }),
  main('OUTBOX', 'outbox', 'Outbox', 'configuration.outbox.view', {
    group: 'Configuration',
    label: 'Outbox',
    icon: 'envelope',
  }),
  // Ours (issue 43): the keys a shop's storefront signs its calls to /api/store/v1 with.
  main('API_KEYS', 'apiKeys', 'API Keys', 'configuration.apiKey.view', {
    group: 'Configuration',
    label: 'API Keys',
    icon: 'key',
  }),
  // Ours (issue 44): where the portal tells the shop's other systems of each change, and what they answered.
  main('WEBHOOKS', 'webhooks', 'Webhooks', 'configuration.webhook.view', {
    group: 'Configuration',
    label: 'Webhooks',
    icon: 'send-message',
  }),
  // Account (top bar user menu)
  main('MY_SUBSCRIPTION', 'my-subscription', 'My Subscription'),
  // Everyone sees MY_SUBSCRIPTION (the status); choosing and paying for a plan is the Master Admin's.
  main('SUBSCRIPTION_PLAN', 'subscription-plan', 'Subscription Plans', 'configuration.subscription.view'),
  main('PLAN_CART', 'subscription-plan/:planId', 'Plan Cart', 'configuration.subscription.edit'),
  main('PROFILE', 'profile', 'Profile'),
  main('CHANGE_PASSWORD', 'change-password', 'Change Password'),
  main('NOTIFICATIONS', 'notifications', 'Notifications'),
  // Blank layout (open)
  open('blank', 'LOGIN', 'login', 'Sign in'),
  open('blank', 'FORGOT_PASSWORD', 'forgot-password', 'Forgot Password'),
  open('blank', 'VERIFY_OTP', 'verify-otp', 'Verify OTP'),
  open('blank', 'SET_NEW_PASSWORD', 'set-new-password', 'Set New Password'),
  // Policy layout under /p (open)
  open('policy', 'PRIVACY', 'p/privacy-policy', 'Privacy Policy'),
  open('policy', 'TERMS', 'p/terms', 'Terms and Conditions'),
  open('policy', 'CONTACT_US', 'p/contact-us', 'Contact Us'),
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];
export const ROUTE_BY_NAME: Record<RouteName, RouteDef> = Object.fromEntries(ROUTES.map((r) => [r.name, r])) as Record<
  RouteName,
  RouteDef
>;

/** Where a signed-in user lands, and where signed-out users are sent. */
export const HOME_ROUTE: RouteName = 'HOME';
export const LOGIN_ROUTE: RouteName = 'LOGIN';

/** Names of a path's parameters: `manageOrder/:tab` → ['tab']. */
export function routeParams(path: string): string[] {
  return path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
}

/** The hash path of a route by name: `routePath('MANAGE_ORDER', { tab: 'all' })` → `/manageOrder/all`. Throws on a missing param. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  const def = ROUTE_BY_NAME[name];
  if (!def) throw new Error(`Unknown route ${name}`);
  const segments = def.path.split('/').map((seg) => {
    if (!seg.startsWith(':')) return seg;
    const value = params[seg.slice(1)];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter ${seg.slice(1)}`);
    return encodeURIComponent(String(value));
  });
  return `/${segments.join('/')}`;
}

/** The route a hash path opens, with its params; null for an unknown path (the SPA sends it to /login). */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
  for (const route of ROUTES as readonly RouteDef[]) {
    const segs = route.path.split('/');
    if (segs.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = segs.every((seg, i) => {
      if (seg.startsWith(':')) {
        if (!parts[i]) return false;
        params[seg.slice(1)] = decodeURIComponent(parts[i]);
        return true;
      }
      return seg === parts[i];
    });
    if (ok) return { route, params };
  }
  return null;
}
