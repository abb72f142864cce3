/**
 * A list of short texts edited with Blueprint's TagInput (an attribute's values, a specification set's keys):
 * Enter or a comma adds what is typed, Backspace on an empty input removes the last, each tag's × removes it.
 * A text already in the list (case-insensitive) is not added twice: the field says so and keeps the typing.
 */
import { TagInput } from '@blueprintjs/core';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CATALOGUE_SET_MESSAGES } from '../../../contract';
import { FieldShell } from '../../components/form/FieldShell';
import { useField, type FieldBaseProps } from '../../components/form/useField';

export interface TextListFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** What one item is called in the repeat message: 'value' → 'value already added'. */
  itemName: string;
  placeholder?: string;
  autoFocus?: boolean;
}

export function TextListField<T extends FieldValues>({ control, name, label, helperText, itemName, placeholder, autoFocus }: TextListFieldProps<T>) {
  const { field, id, error, intent } = useField(control, name);
  const list = (field.value as string[] | undefined) ?? [];
  const [repeat, setRepeat] = useState<string | undefined>();
  const add = (typed: string[]) => {
    const next = [...list];
    for (const text of typed.map((t) => t.trim()).filter(Boolean)) {
      if (next.some((item) => item.toLowerCase() === text.toLowerCase())) {
        setRepeat(CATALOGUE_SET_MESSAGES.alreadyAdded(itemName));
        return false; // keeps the typed text in the input to correct it
      }
      next.push(text);
    }
    setRepeat(undefined);
    field.onChange(next);
    return true;
  };
  const shown = repeat ?? error;
  return (
    <FieldShell id={id} label={label} error={shown} helperText={helperText ?? 'Press Enter or type a comma after each one'}>
      <TagInput
        fill
        values={list}
        onAdd={add}
        onRemove={(_value, index) => field.onChange(list.filter((_, i) => i !== index))}
        onInputChange={() => setRepeat(undefined)}
        addOnBlur
        separator=","
        placeholder={placeholder}
        intent={shown ? 'danger' : intent}
        inputRef={field.ref}
        tagProps={{ minimal: true }}
        inputProps={{ id, name: field.name, onBlur: field.onBlur, autoFocus, 'aria-invalid': Boolean(shown) }}
      />
    </FieldShell>
  );
}
