import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from './permissions';
import { matchRoute, ROUTES, routePath, type RouteDef } from './routes';

/** Seed §2, by name and path. */
const SEED_ROUTES: Record<string, string> = {
  HOME: 'dashboard',
  MANAGE_CATEGORY: 'category',
  MANAGE_STOCK: 'manageStock/:tab',
  ADD_PRODUCT: 'addProduct',
  EDIT_PRODUCT: 'product/:action/:id',
  PRODUCT: 'manageProduct',
  PRODUCT_COMMENT: 'manageComment',
  TAX: 'addTax',
  ATTRIBUTES: 'addAttribute',
  PRODUCT_SPECIFICATION: 'specification',
  PICKUP_LOCATION: 'pickupLocation',
  FLASHSALE: 'flashsale',
  PROMOCODE: 'promocode',
  DELIVERY_LOCATION: 'deliveryLocation',
  SIZE_CHART: 'sizeCharts',
  PORTAL_USERS: 'portalUsers',
  PORTAL_SETTINGS: 'portalSettings',
  CUSTOMER_PORTAL: 'customerPortal',
  BLOG: 'manageBlog',
  FAQS: 'manageFaqs',
  MULTIMEDIA: 'multimedia',
  MANAGE_FEATURE_SECTION: 'manageFeatureSection',
  MANAGE_SLIDER: 'manageSlider',
  MANAGE_PAYMENT: 'managePayment',
  MANAGE_SALES: 'manageSales',
  CUSTOMER_WALLET: 'manageWallet/customer-wallet',
  WALLET_TRANSACTIONS: 'manageWallet/transactions',
  MANAGE_EXCHANGE: 'manageExchange/:tab',
  MANAGE_RETURN: 'manageReturn/:tab',
  MANAGE_ORDER: 'manageOrder/:tab',
  SUPPORT_TICKET: 'support-ticket',
  MANAGE_CUSTOMER: 'manageCustomer',
  MANAGE_RETURN_ORDER_QUESTION_DETAILS: 'manageReturnOrderQuestionDetails',
  MY_SUBSCRIPTION: 'my-subscription',
  SUBSCRIPTION_PLAN: 'subscription-plan',
  PLAN_CART: 'subscription-plan/:planId',
  LOGIN: 'login',
  PRIVACY: 'p/privacy-policy',
  TERMS: 'p/terms',
  CONTACT_US: 'p/contact-us',
};

describe('route table', () => {
  it('holds every route of the seed by name and path', () => {
    const byName = new Map(ROUTES.map((r) => [r.name, r.path]));
    for (const [name, path] of Object.entries(SEED_ROUTES)) expect(byName.get(name as never), name).toBe(path);
  });
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
  it('requires sign-in on every main-layout route, including those the seed left open', () => {
    for (const r of ROUTES as readonly RouteDef[]) expect(r.auth, r.name).toBe(r.layout === 'main');
  });
  it('names only permissions that exist', () => {
    for (const r of ROUTES as readonly RouteDef[]) if (r.permission) expect(ALL_PERMISSIONS).toContain(r.permission);
  });
  it('builds paths by name with params, encoding them', () => {
    expect(routePath('MANAGE_ORDER', { tab: 'new-order' })).toBe('/manageOrder/new-order');
    expect(routePath('EDIT_PRODUCT', { action: 'edit', id: 42 })).toBe('/product/edit/42');
    expect(routePath('PLAN_CART', { planId: 'a b' })).toBe('/subscription-plan/a%20b');
    expect(() => routePath('MANAGE_ORDER')).toThrow(/tab/);
  });
  it('matches paths back to routes and params, and nothing for unknown paths', () => {
    expect(matchRoute('/manageOrder/shipped')).toMatchObject({
      route: { name: 'MANAGE_ORDER' },
      params: { tab: 'shipped' },
    });
    expect(matchRoute('/product/edit/9')?.params).toEqual({ action: 'edit', id: '9' });
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/manageOrder')).toBeNull();
  });
  it('gives every menu route with params its default params', () => {
    for (const r of ROUTES as readonly RouteDef[])
      if (r.menu) expect(() => routePath(r.name as never, r.menu!.params)).not.toThrow();
  });
});
