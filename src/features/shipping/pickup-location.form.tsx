/** PICKUP_LOCATION form fields (seed §3). */
import type { Control } from 'react-hook-form';
import type { PickupLocationInput } from '../../../contract';
import { NumberField } from '../../components/form/NumberField';
import { TextField } from '../../components/form/TextField';

export const defaults: PickupLocationInput = {
  name: '',
  phone: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  country: 'India',
  pincode: '',
  latitude: null,
  longitude: null,
};

export function Fields({ control }: { control: Control<PickupLocationInput> }) {
  return (
    <>
      <TextField control={control} name="name" label="Name" placeholder="e.g. Main warehouse" autoFocus />
      <TextField control={control} name="phone" label="Phone" type="tel" />
      <TextField control={control} name="address" label="Address" />
      <TextField control={control} name="address2" label="Address 2" />
      <div className="form-row">
        <TextField control={control} name="city" label="City" />
        <TextField control={control} name="state" label="State" />
      </div>
      <div className="form-row">
        <TextField control={control} name="country" label="Country" />
        <TextField control={control} name="pincode" label="Pincode" />
      </div>
      <div className="form-row">
        <NumberField control={control} name="latitude" label="Latitude" />
        <NumberField control={control} name="longitude" label="Longitude" />
      </div>
    </>
  );
}
