/** DELIVERY_LOCATION form fields (seed §3: zip code, delivery charge, free delivery amount). */
import type { Control } from 'react-hook-form';
import type { DeliveryLocationInput } from '../../../contract';
import { NumberField } from '../../components/form/NumberField';
import { TextField } from '../../components/form/TextField';

export const DELIVERY_LOCATION_DEFAULTS = { zipCode: '', deliveryCharge: null, freeDeliveryAmount: null } as unknown as DeliveryLocationInput;

export function DeliveryLocationFields({ control }: { control: Control<DeliveryLocationInput> }) {
  return (
    <>
      <TextField control={control} name="zipCode" label="Zip Code" placeholder="e.g. 560001" autoFocus />
      <NumberField control={control} name="deliveryCharge" label="Delivery Charge" unit="₹" />
      <NumberField control={control} name="freeDeliveryAmount" label="Free Delivery Amount" unit="₹" helperText="Orders at or above this amount ship free; 0 = never free." />
    </>
  );
}
