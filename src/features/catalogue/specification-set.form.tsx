/** PRODUCT_SPECIFICATION form: the set's name and its specification keys in the order a product shows them. */
import type { Control } from 'react-hook-form';
import type { SpecificationSetInput } from '../../../contract/catalogue/specification-set';
import { TextField } from '../../components/form/TextField';
import { TextListField } from './TextListField';

export const defaults: SpecificationSetInput = { name: '', keys: [] };

export function Fields({ control }: { control: Control<SpecificationSetInput> }) {
  return (
    <>
      <TextField control={control} name="name" label="Name" placeholder="e.g. Apparel" autoFocus />
      <TextListField
        control={control}
        name="keys"
        label="Specifications"
        itemName="specification"
        placeholder="e.g. Material, Fit, Wash care"
        helperText="In the order a product shows them; press Enter or type a comma after each"
      />
    </>
  );
}
