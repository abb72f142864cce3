/**
 * Which component renders each route of the contract's table. A route without an entry
 * shows its title and a "coming" note until its area is built.
 */
import type { ComponentType } from 'react';
import type { RouteDef, RouteName } from '../../contract';
import { ComingSoon } from '../components/ComingSoon';
import { ChangePasswordPage } from '../features/account/ChangePasswordPage';
import { ProfilePage } from '../features/account/ProfilePage';
import { LoginPage } from '../features/auth/LoginPage';
import { PasswordResetPending } from '../features/auth/PasswordResetPending';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { OrdersScreen } from '../features/orders/OrdersScreen';
import { PaymentsScreen } from '../features/payments/PaymentsScreen';
import { SalesScreen } from '../features/sales/SalesScreen';
import { PortalSettingsScreen } from '../features/settings/PortalSettingsScreen';
import { CustomerWalletScreen } from '../features/wallets/CustomerWalletScreen';
import { WalletTransactionsScreen } from '../features/wallets/WalletTransactionsScreen';
import { ManageExchangeScreen, ManageReturnScreen } from '../features/returns/ReturnsScreen';
import { ReturnQuestionScreen } from '../features/returns/ReturnQuestionScreen';
import { ContactPage, PrivacyPage, TermsPage } from '../features/policy/PolicyPages';
import { CustomerScreen, DeliveryLocationScreen, PickupLocationScreen, PromoCodeScreen, TaxScreen } from '../features/resources/screens';

/** Every screen receives its route table entry. */
export interface ScreenProps {
  route: RouteDef;
}

const SCREENS: Partial<Record<RouteName, ComponentType<ScreenProps>>> = {
  HOME: DashboardPage,
  TAX: TaxScreen,
  PROMOCODE: PromoCodeScreen,
  PICKUP_LOCATION: PickupLocationScreen,
  DELIVERY_LOCATION: DeliveryLocationScreen,
  MANAGE_CUSTOMER: CustomerScreen,
  MANAGE_ORDER: OrdersScreen,
  MANAGE_PAYMENT: PaymentsScreen,
  MANAGE_SALES: SalesScreen,
  CUSTOMER_WALLET: CustomerWalletScreen,
  WALLET_TRANSACTIONS: WalletTransactionsScreen,
  MANAGE_RETURN: ManageReturnScreen,
  MANAGE_EXCHANGE: ManageExchangeScreen,
  MANAGE_RETURN_ORDER_QUESTION_DETAILS: ReturnQuestionScreen,
  PORTAL_SETTINGS: PortalSettingsScreen,
  PROFILE: ProfilePage,
  CHANGE_PASSWORD: ChangePasswordPage,
  LOGIN: LoginPage,
  FORGOT_PASSWORD: PasswordResetPending,
  VERIFY_OTP: PasswordResetPending,
  SET_NEW_PASSWORD: PasswordResetPending,
  PRIVACY: PrivacyPage,
  TERMS: TermsPage,
  CONTACT_US: ContactPage,
};

/** Renders the screen of a route. */
export function RouteScreen({ route }: ScreenProps) {
  const Screen = SCREENS[route.name as RouteName] ?? ComingSoon;
  return <Screen route={route} />;
}
