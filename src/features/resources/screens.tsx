/** The list screens built on the generic pieces, one per resource. */
import {
  customerResource, deliveryLocationResource, pickupLocationResource, promoCodeResource, taxResource,
  type CustomerInput, type DeliveryLocationInput, type PickupLocationInput, type PromoCodeInput, type TaxInput,
} from '../../../contract';
import { TAX_DEFAULTS, TaxFields } from '../catalogue/TaxFields';
import { PROMO_CODE_DEFAULTS, PromoCodeFields } from '../content/PromoCodeFields';
import { DELIVERY_LOCATION_DEFAULTS, DeliveryLocationFields } from '../locations/DeliveryLocationFields';
import { PICKUP_LOCATION_DEFAULTS, PickupLocationFields } from '../locations/PickupLocationFields';
import { CUSTOMER_DEFAULTS, CustomerFields } from '../people/CustomerFields';
import { ResourceListScreen } from './ResourceListScreen';

export const TaxScreen = () => (
  <ResourceListScreen<TaxInput> def={taxResource} defaults={TAX_DEFAULTS} Fields={TaxFields} />
);
export const PromoCodeScreen = () => (
  <ResourceListScreen<PromoCodeInput> def={promoCodeResource} defaults={PROMO_CODE_DEFAULTS} Fields={PromoCodeFields} />
);
export const DeliveryLocationScreen = () => (
  <ResourceListScreen<DeliveryLocationInput> def={deliveryLocationResource} defaults={DELIVERY_LOCATION_DEFAULTS} Fields={DeliveryLocationFields} />
);
export const PickupLocationScreen = () => (
  <ResourceListScreen<PickupLocationInput> def={pickupLocationResource} defaults={PICKUP_LOCATION_DEFAULTS} Fields={PickupLocationFields} />
);
export const CustomerScreen = () => (
  <ResourceListScreen<CustomerInput> def={customerResource} defaults={CUSTOMER_DEFAULTS} Fields={CustomerFields} />
);
