/**
 * Which component renders each route of the contract's table. A route without an entry
 * shows its title and a "coming" note until its area is built.
 *
 * Sign-in is part of the first load; every other screen (the password reset too) is its own chunk, fetched the first
 * time it is opened (or earlier, by the idle prefetch after sign-in), so the first paint does
 * not wait for every area's code. The resources' screens are found in the contract's resource
 * catalogue, which holds every area's schemas: it is fetched with the first of them, not at sign-in.
 */
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { ROUTES } from '../../contract';
import type { RouteDef, RouteName } from '../../contract';
import { ComingSoon } from '../components/ComingSoon';
import { ScreenLoading } from '../components/ScreenLoading';
import { LoginPage } from '../features/account/LoginPage';

/** Every screen receives its route table entry. */
export interface ScreenProps {
  route: RouteDef;
}

type Screen = ComponentType<ScreenProps>;
type ScreenLoader = () => Promise<Screen>;

/** The screens loaded on demand: one dynamic import per screen module (a chunk per area). */
const SCREEN_LOADERS: Partial<Record<RouteName, ScreenLoader>> = {
  FORGOT_PASSWORD: () =>
    import('../features/account/password-reset/PasswordResetScreen').then((m) => m.PasswordResetScreen),
  VERIFY_OTP: () => import('../features/account/password-reset/PasswordResetScreen').then((m) => m.PasswordResetScreen),
  SET_NEW_PASSWORD: () =>
    import('../features/account/password-reset/PasswordResetScreen').then((m) => m.PasswordResetScreen),
  HOME: () => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
  PRODUCT_COMMENT: () => import('../features/catalogue/ProductCommentsScreen').then((m) => m.ProductCommentsScreen),
  MANAGE_STOCK: () => import('../features/catalogue/stock/StockScreen').then((m) => m.StockScreen),
  ADD_PRODUCT: () =>
    import('../features/catalogue/product-editor/ProductEditorScreen').then((m) => m.ProductEditorScreen),
  EDIT_PRODUCT: () =>
    import('../features/catalogue/product-editor/ProductEditorScreen').then((m) => m.ProductEditorScreen),
  SUPPORT_TICKET: () => import('../features/support/SupportTicketsScreen').then((m) => m.SupportTicketsScreen),
  NOTIFICATIONS: () => import('../features/notifications/NotificationsPage').then((m) => m.NotificationsPage),
  PRODUCT: () => import('../features/catalogue/product-list/ProductListScreen').then((m) => m.ProductListScreen),
  PRODUCT_IMPORT: () => import('../features/catalogue/import/ProductImportScreen').then((m) => m.ProductImportScreen),
  MANAGE_ORDER: () => import('../features/orders/OrdersScreen').then((m) => m.OrdersScreen),
  MANAGE_PAYMENT: () => import('../features/payments/PaymentsScreen').then((m) => m.PaymentsScreen),
  MANAGE_SALES: () => import('../features/sales/SalesScreen').then((m) => m.SalesScreen),
  CUSTOMER_WALLET: () => import('../features/wallets/CustomerWalletScreen').then((m) => m.CustomerWalletScreen),
  WALLET_TRANSACTIONS: () =>
    import('../features/wallets/WalletTransactionsScreen').then((m) => m.WalletTransactionsScreen),
  MANAGE_RETURN: () => import('../features/returns/ReturnsScreen').then((m) => m.ManageReturnScreen),
  MANAGE_EXCHANGE: () => import('../features/returns/ReturnsScreen').then((m) => m.ManageExchangeScreen),
  PORTAL_USERS: () => import('../features/people/portal-users/PortalUsersScreen').then((m) => m.PortalUsersScreen),
  PORTAL_SETTINGS: () => import('../features/settings/PortalSettingsScreen').then((m) => m.PortalSettingsScreen),
  CUSTOMER_PORTAL: () => import('../features/settings/CustomerPortalScreen').then((m) => m.CustomerPortalScreen),
  PREFIX_SETTINGS: () => import('../features/settings/PrefixSettingsScreen').then((m) => m.PrefixSettingsScreen),
  OUTBOX: () => import('../features/mail/OutboxScreen').then((m) => m.OutboxScreen),
  API_KEYS: () => import('../features/api-keys/ApiKeysScreen').then((m) => m.ApiKeysScreen),
  WEBHOOKS: () => import('../features/webhooks/WebhooksScreen').then((m) => m.WebhooksScreen),
  ROBOT_TEXT: () => import('../features/content/RobotTextScreen').then((m) => m.RobotTextScreen),
  CONTENT_CALENDAR: () => import('../features/content/calendar/CalendarScreen').then((m) => m.CalendarScreen),
  STOREFRONT_PREVIEW: () =>
    import('../features/content/preview/StorefrontPreviewScreen').then((m) => m.StorefrontPreviewScreen),
  MANAGE_CATEGORY: () => import('../features/catalogue/categories/CategoriesScreen').then((m) => m.CategoriesScreen),
  MULTIMEDIA: () => import('../features/media/MediaScreen').then((m) => m.MediaScreen),
  PROFILE: () => import('../features/account/ProfilePage').then((m) => m.ProfilePage),
  CHANGE_PASSWORD: () => import('../features/account/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  MY_SUBSCRIPTION: () => import('../features/subscription/MySubscriptionPage').then((m) => m.MySubscriptionPage),
  SUBSCRIPTION_PLAN: () =>
    import('../features/subscription/SubscriptionPlansPage').then((m) => m.SubscriptionPlansPage),
  PLAN_CART: () => import('../features/subscription/PlanCartPage').then((m) => m.PlanCartPage),
  PRIVACY: () => import('../features/policy/PolicyPages').then((m) => m.PrivacyPage),
  TERMS: () => import('../features/policy/PolicyPages').then((m) => m.TermsPage),
  CONTACT_US: () => import('../features/policy/PolicyPages').then((m) => m.ContactPage),
};

/** A route without a screen of its own: a resource's generic screen when the catalogue has one on it, else 'coming'. */
const resourceOrComing =
  (name: RouteName): ScreenLoader =>
  () =>
    import('./resource-screens').then(
      ({ RESOURCE_SCREEN_LOADERS }) => (RESOURCE_SCREEN_LOADERS[name]?.() as Promise<Screen> | undefined) ?? ComingSoon,
    );

const loaderOf = (name: RouteName): ScreenLoader => SCREEN_LOADERS[name] ?? resourceOrComing(name);

const toLazy = (load: ScreenLoader): Screen => lazy(() => load().then((c) => ({ default: c })));

/** Created once, so React keeps each loaded screen (and a failed load) for the page's lifetime. */
const SCREENS: Partial<Record<RouteName, Screen>> = {
  ...Object.fromEntries((ROUTES as readonly RouteDef[]).map(({ name }) => [name, toLazy(loaderOf(name as RouteName))])),
  LOGIN: LoginPage,
};

/**
 * Fetches a screen's code without rendering it (the idle prefetch). Resolves either way:
 * a failed fetch shows up, with its reload action, when the screen is opened.
 */
export function preloadScreen(name: RouteName): Promise<void> {
  return loaderOf(name)().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Renders the screen of a route. The boundary is keyed by route so a screen opened for the
 * first time shows the loading state at once instead of holding the previous screen; a chunk
 * that fails to load throws to the route's error element (RouteError, with Reload).
 */
export function RouteScreen({ route }: ScreenProps) {
  const Component = SCREENS[route.name as RouteName] ?? ComingSoon;
  return (
    <Suspense key={route.name} fallback={<ScreenLoading />}>
      <Component route={route} />
    </Suspense>
  );
}
