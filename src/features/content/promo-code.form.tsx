/** PROMOCODE form fields (seed §3): code, message, validity window, usage, amounts, discount. */
import type { Control } from 'react-hook-form';
import { DISCOUNT_TYPES, type PromoCodeInput } from '../../../contract';
import { CheckboxField } from '../../components/form/BooleanFields';
import { DateRangeField } from '../../components/form/DateRangeField';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';

export const defaults = {
  name: '',
  message: '',
  startDate: '',
  endDate: '',
  reusable: false,
  numberOfUsers: 0,
  minimumOrderAmount: 0,
  maximumOrderAmount: 0,
  minimumPurchaseAmount: 0,
  discountType: 'Percentage',
  discount: null,
  maxDiscount: 0,
  cashback: false,
  listed: true,
} as unknown as PromoCodeInput;

export function Fields({ control }: { control: Control<PromoCodeInput> }) {
  return (
    <>
      <TextField control={control} name="name" label="Code" placeholder="e.g. DIWALI25" autoFocus />
      <TextAreaField control={control} name="message" label="Message" rows={3} />
      <DateRangeField control={control} startName="startDate" endName="endDate" label="Valid from – to" />
      <div className="form-row">
        <SelectField control={control} name="discountType" label="Discount Type" items={DISCOUNT_TYPES} />
        <NumberField control={control} name="discount" label="Discount" />
      </div>
      <div className="form-row">
        <NumberField control={control} name="maxDiscount" label="Max Discount" unit="₹" helperText="0 = no cap" />
        <NumberField control={control} name="numberOfUsers" label="No. of Users" integer helperText="0 = no limit" />
      </div>
      <div className="form-row">
        <NumberField control={control} name="minimumOrderAmount" label="Minimum Order Amount" unit="₹" />
        <NumberField
          control={control}
          name="maximumOrderAmount"
          label="Maximum Order Amount"
          unit="₹"
          helperText="0 = no maximum"
        />
      </div>
      <NumberField control={control} name="minimumPurchaseAmount" label="Minimum Purchase Amount" unit="₹" />
      <div className="form-row">
        <CheckboxField control={control} name="reusable" label="Reusable" />
        <CheckboxField control={control} name="cashback" label="Cashback" />
      </div>
      <CheckboxField control={control} name="listed" label="Listed" />
    </>
  );
}
