/** ATTRIBUTES › Attributes form: the name and its values as tags (Size: S, M, L, XL, XXL). */
import type { Control } from 'react-hook-form';
import type { AttributeInput } from '../../../contract/catalogue/attribute';
import { TextField } from '../../components/form/TextField';
import { TextListField } from './TextListField';

export const defaults: AttributeInput = { name: '', values: [] };

export function Fields({ control }: { control: Control<AttributeInput> }) {
  return (
    <>
      <TextField control={control} name="name" label="Name" placeholder="e.g. Size" autoFocus />
      <TextListField control={control} name="values" label="Values" itemName="value" placeholder="e.g. S, M, L" />
    </>
  );
}
