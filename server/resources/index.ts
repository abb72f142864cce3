/** Every generic resource's routes: search, export and read for all; writes where the contract defines a form. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResourceDef } from '../../contract/resource';
import type { ResourceBinding, ZodApp } from './binding';
import { customerBinding } from './customer';
import { deliveryLocationBinding } from './delivery-location';
import { orderBinding } from './order';
import { pickupLocationBinding } from './pickup-location';
import { promoCodeBinding } from './promo-code';
import { registerReadRoutes } from './read-routes';
import { returnQuestionBinding } from './return-question';
import { taxBinding } from './tax';
import { paymentBinding } from '../payments/payment-binding';
import { customerWalletBinding, walletTransactionBinding } from '../wallets/wallet-bindings';
import { registerWriteRoutes } from './write-routes';

/** Registers a resource's routes, each behind `${def.permission}.view|add|edit|delete`. */
export function registerResource<D extends ResourceDef>(app: ZodApp, binding: ResourceBinding<D>): void {
  registerReadRoutes(app, binding);
  registerWriteRoutes(app, binding);
}

/** Bindings by resource key, for the routes and for tests and benchmarks that run the same queries. */
export const BINDINGS = {
  customer: customerBinding,
  'pickup-location': pickupLocationBinding,
  'delivery-location': deliveryLocationBinding,
  tax: taxBinding,
  'promo-code': promoCodeBinding,
  order: orderBinding,
  'return-question': returnQuestionBinding,
  payment: paymentBinding,
  'customer-wallet': customerWalletBinding,
  'wallet-transaction': walletTransactionBinding,
} as const;

export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const binding of Object.values(BINDINGS)) registerResource(app, binding as ResourceBinding<ResourceDef>);
};
