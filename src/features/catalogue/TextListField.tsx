/**
 * A list of short texts edited with Blueprint's TagInput (an attribute's values, a specification set's keys):
 * Enter or a comma adds what is typed (Enter on an empty input submits the form), Backspace on an empty input
 * removes the last, each tag's × removes it.
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

export function TextListField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  itemName,
  placeholder,
  autoFocus,
}: TextListFieldProps<T>) {
  const { field, id, error, intent } = useField(control, name);
  const list = (field.value as string[] | undefined) ?? [];
  const [repeat, setRepeat] = useState<string | undefined>();
  // The text being typed (controlled, so a typed comma can add what is before it).
  const [typed, setTyped] = useState('');
  /** Adds the new texts; false when one was already in the list (it is left out and the field says so). */
  const addTexts = (texts: readonly string[]) => {
    const next = [...list];
    let repeated = false;
    for (const text of texts.map((t) => t.trim()).filter(Boolean)) {
      if (next.some((item) => item.toLowerCase() === text.toLowerCase())) repeated = true;
      else next.push(text);
    }
    setRepeat(repeated ? CATALOGUE_SET_MESSAGES.alreadyAdded(itemName) : undefined);
    if (next.length !== list.length) field.onChange(next);
    return !repeated;
  };
  const onAdd = (texts: string[]) => {
    const added = addTexts(texts);
    if (added) setTyped('');
    return added; // a repeat stays in the input to correct
  };
  const onInputChange = (event: React.FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    const parts = value.split(',');
    if (parts.length === 1) {
      setRepeat(undefined);
      setTyped(value);
      return;
    }
    setTyped(addTexts(parts.slice(0, -1)) ? parts.at(-1)! : value.replace(/,+$/, ''));
  };
  const shown = repeat ?? error;
  return (
    <FieldShell
      id={id}
      label={label}
      error={shown}
      helperText={helperText ?? 'Press Enter or type a comma after each one'}
    >
      <TagInput
        fill
        values={list}
        onAdd={onAdd}
        inputValue={typed}
        onInputChange={onInputChange}
        onRemove={(_value, index) => field.onChange(list.filter((_, i) => i !== index))}
        addOnBlur
        placeholder={placeholder}
        intent={shown ? 'danger' : intent}
        inputRef={field.ref}
        tagProps={{ minimal: true }}
        inputProps={{
          id,
          name: field.name,
          onBlur: field.onBlur,
          autoFocus,
          'aria-invalid': Boolean(shown),
          // Enter with text adds a tag and must not also submit the form; on an empty input it submits.
          onKeyDown: (event) => {
            if (event.key === 'Enter' && event.currentTarget.value.trim()) event.preventDefault();
          },
        }}
      />
    </FieldShell>
  );
}
