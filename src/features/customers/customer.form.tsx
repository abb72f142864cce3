/** MANAGE_CUSTOMER form fields (customer types of seed §3). */
import type { Control } from 'react-hook-form';
import { CONSTANTS, type CustomerInput } from '../../../contract';
import { CheckboxField } from '../../components/form/BooleanFields';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';

export const defaults = {
  name: '',
  email: '',
  phone: '',
  type: 'Customer',
  verified: false,
  pincode: '',
  city: '',
  state: '',
} as CustomerInput;

export function Fields({ control }: { control: Control<CustomerInput> }) {
  return (
    <>
      <TextField control={control} name="name" label="Name" autoFocus />
      <TextField control={control} name="email" label="Email" type="email" />
      <TextField control={control} name="phone" label="Phone" type="tel" />
      <SelectField control={control} name="type" label="Type" items={CONSTANTS.customerTypes} />
      <div className="form-row">
        <TextField control={control} name="city" label="City" />
        <TextField control={control} name="state" label="State" />
      </div>
      <TextField control={control} name="pincode" label="Pincode" />
      <CheckboxField control={control} name="verified" label="Verified" />
    </>
  );
}
