/** FLASHSALE form: the sale's name, its window in the shop's time zone and its variants with their sale prices. */
import type { Control } from 'react-hook-form';
import type { FlashSaleInput } from '../../../contract/content/flash-sale';
import { DateTimeField } from '../../components/form/DateTimeField';
import { TextField } from '../../components/form/TextField';
import { SaleItemsField } from './SaleItemsField';
// oxlint-disable-next-line import/no-unassigned-import -- the flash sale form's stylesheet
import './flash-sale.css';

export const defaults: FlashSaleInput = { name: '', startsAt: '', endsAt: '', items: [] };

/** The variants' table needs room: the wide drawer. */
export const drawerWidth = 'wide';

export function Fields({ control }: { control: Control<FlashSaleInput> }) {
  return (
    <>
      <TextField control={control} name="name" label="Name" placeholder="e.g. Diwali weekend" autoFocus />
      <div className="form-row">
        <DateTimeField control={control} name="startsAt" label="Starts (IST)" />
        <DateTimeField control={control} name="endsAt" label="Ends (IST)" helperText="The sale stops at this minute" />
      </div>
      <SaleItemsField control={control} />
    </>
  );
}
