/** Every resource definition, by key. */
import { customerResource } from './customer';
import { deliveryLocationResource } from './delivery-location';
import { orderResource } from './order';
import { pickupLocationResource } from './pickup-location';
import { promoCodeResource } from './promo-code';
import { returnQuestionResource } from './return-question';
import { taxResource } from './tax';
import { paymentResource } from '../payments';
import { customerWalletResource, walletTransactionResource } from '../wallets';

export * from './customer';
export * from './delivery-location';
export * from './order';
export * from './pickup-location';
export * from './promo-code';
export * from './return-question';
export * from './tax';

export const RESOURCES = {
  customer: customerResource,
  'pickup-location': pickupLocationResource,
  'delivery-location': deliveryLocationResource,
  tax: taxResource,
  'promo-code': promoCodeResource,
  order: orderResource,
  'return-question': returnQuestionResource,
  payment: paymentResource,
  'customer-wallet': customerWalletResource,
  'wallet-transaction': walletTransactionResource,
} as const;
