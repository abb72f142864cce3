/**
 * The form of a resource built with the kit (contract/platform/kit.ts), drawn from its field specs: each field a
 * person fills in, in declaration order, with its widget. A resource whose form needs another layout has
 * a form module of its own (`<resource key>.form.tsx`, see resource-forms.ts); the rest use this.
 */
import type { Control, FieldValues } from 'react-hook-form';
import type { FieldSpec, ResourceDef } from '../../../contract';
import { CheckboxField } from '../../components/form/BooleanFields';
import { DateField } from '../../components/form/DateField';
import { DateTimeField } from '../../components/form/DateTimeField';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';

/** The fields of the form, in order. */
export const formFieldsOf = (def: Pick<ResourceDef, 'fields'>) => def.fields.filter((f) => f.form);

/** A new record's values: each form field's `initial`. */
export const kitDefaults = (def: Pick<ResourceDef, 'fields'>): FieldValues =>
  Object.fromEntries(formFieldsOf(def).map((f) => [f.key, f.form!.initial]));

function KitField({ field, control, first }: { field: FieldSpec; control: Control<FieldValues>; first: boolean }) {
  const { key: name, label, form } = field;
  const hints = { helperText: form!.helperText };
  switch (form!.widget) {
    case 'textarea':
      return (
        <TextAreaField
          control={control}
          name={name}
          label={label}
          placeholder={form!.placeholder}
          rows={3}
          {...hints}
        />
      );
    case 'number':
    case 'integer':
      return (
        <NumberField
          control={control}
          name={name}
          label={label}
          placeholder={form!.placeholder}
          unit={form!.unit}
          integer={form!.widget === 'integer'}
          {...hints}
        />
      );
    case 'select':
      return <SelectField control={control} name={name} label={label} items={field.options ?? []} {...hints} />;
    case 'checkbox':
      return <CheckboxField control={control} name={name} label={label} {...hints} />;
    case 'date':
      return <DateField control={control} name={name} label={label} {...hints} />;
    case 'datetime':
      return <DateTimeField control={control} name={name} label={label} {...hints} />;
    default:
      return (
        <TextField
          control={control}
          name={name}
          label={label}
          placeholder={form!.placeholder}
          autoFocus={first}
          {...hints}
        />
      );
  }
}

/** `Fields` for ResourceFormDrawer, bound to one resource. */
export function kitFieldsOf(def: Pick<ResourceDef, 'fields'>) {
  const fields = formFieldsOf(def);
  return function Fields({ control }: { control: Control<FieldValues> }) {
    return (
      <>
        {fields.map((field, i) => (
          <KitField key={field.key} field={field} control={control} first={i === 0} />
        ))}
      </>
    );
  };
}
