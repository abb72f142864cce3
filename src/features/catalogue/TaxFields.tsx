/** TAX form fields. */
import type { Control } from 'react-hook-form';
import type { TaxInput } from '../../../contract';
import { NumberField } from '../../components/form/NumberField';
import { TextField } from '../../components/form/TextField';

export const TAX_DEFAULTS: TaxInput = { name: '', percentage: null as unknown as number };

export function TaxFields({ control }: { control: Control<TaxInput> }) {
  return (
    <>
      <TextField control={control} name="name" label="Name" placeholder="e.g. GST 18%" autoFocus />
      <NumberField control={control} name="percentage" label="Percentage" unit="%" />
    </>
  );
}
