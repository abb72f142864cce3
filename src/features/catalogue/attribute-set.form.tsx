/**
 * ATTRIBUTES › Attribute Sets form: the set's name and its attributes in order, one chooser per row (Add
 * attribute, move up/down, remove). Choosing an attribute a row above already holds shows 'attribute already
 * selected' on that row, as the server would answer.
 */
import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { useFormState, type Control } from 'react-hook-form';
import { ATTRIBUTE_SET_MAX, type AttributeSetInput } from '../../../contract/catalogue/attribute-set';
import { FieldShell } from '../../components/form/FieldShell';
import { TextField } from '../../components/form/TextField';
import { useField } from '../../components/form/useField';
import { firstErrorMessage } from '../../lib/validation';
import { useAttributeChoices } from './attribute-api';
// oxlint-disable-next-line import/no-unassigned-import -- the catalogue forms' stylesheet
import './catalogue-sets.css';

export const defaults = { name: '', attributeIds: [null] } as unknown as AttributeSetInput;

function AttributeRows({ control }: { control: Control<AttributeSetInput> }) {
  const { field, id, error } = useField(control, 'attributeIds');
  const { errors, isSubmitted, touchedFields } = useFormState({ control, name: 'attributeIds' });
  const ids = (field.value as (number | null)[] | undefined) ?? [];
  const choices = useAttributeChoices().data?.content ?? [];
  const set = (next: (number | null)[]) => field.onChange(next);
  const move = (from: number, to: number) => {
    const next = [...ids];
    [next[from], next[to]] = [next[to], next[from]];
    set(next);
  };
  const rowErrors = (errors.attributeIds ?? []) as unknown as ({ message?: string } | undefined)[];
  const shown = isSubmitted || touchedFields.attributeIds !== undefined;
  // The list's own problem (none chosen, too many); a row's problem shows on its row.
  const listError = shown && errors.attributeIds?.message ? error : undefined;
  return (
    <FieldShell id={id} label="Attributes" error={listError} helperText="In the order variants list them">
      <div className="attribute-set-rows" role="group" aria-label="Attributes">
        {ids.map((value, i) => {
          const rowError = shown ? firstErrorMessage(rowErrors[i] as never) : undefined;
          const label = `Attribute ${i + 1}`;
          return (
            <div key={i} className="attribute-set-row">
              <HTMLSelect
                id={i === 0 ? id : undefined}
                aria-label={label}
                aria-invalid={Boolean(rowError)}
                aria-describedby={rowError ? `${id}-row-${i}` : undefined}
                value={value ?? ''}
                onChange={(e) =>
                  set(ids.map((v, j) => (j === i ? (e.target.value ? Number(e.target.value) : null) : v)))
                }
                onBlur={field.onBlur}
                options={[
                  { value: '', label: 'Choose an attribute…' },
                  ...choices.map((a) => ({ value: a.id, label: `${a.name} (${a.valueList})` })),
                ]}
              />
              <ButtonGroup variant="minimal">
                <Button
                  icon="arrow-up"
                  aria-label={`Move ${label} up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                />
                <Button
                  icon="arrow-down"
                  aria-label={`Move ${label} down`}
                  disabled={i === ids.length - 1}
                  onClick={() => move(i, i + 1)}
                />
                <Button
                  icon="cross"
                  aria-label={`Remove ${label}`}
                  onClick={() => set(ids.filter((_, j) => j !== i))}
                />
              </ButtonGroup>
              {rowError && (
                <span id={`${id}-row-${i}`} role="alert" className="bp6-text-small attribute-set-row-error">
                  {rowError}
                </span>
              )}
            </div>
          );
        })}
        <Button
          icon="add"
          variant="outlined"
          size="small"
          text="Add attribute"
          disabled={ids.length >= ATTRIBUTE_SET_MAX}
          onClick={() => set([...ids, null])}
        />
      </div>
    </FieldShell>
  );
}

export function Fields({ control }: { control: Control<AttributeSetInput> }) {
  return (
    <>
      <TextField control={control} name="name" label="Name" placeholder="e.g. Apparel" autoFocus />
      <AttributeRows control={control} />
    </>
  );
}
