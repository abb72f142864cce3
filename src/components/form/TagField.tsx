/**
 * The tag field (seed §2): the value is one comma-separated string; Enter adds what is typed as
 * a tag; known tags are offered as the user types, and when none matches the hint reads
 * 'No results matching "{text}". Press enter to create a new one.'
 */
// oxlint-disable-next-line import/no-unassigned-import -- the select package's stylesheet
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { MultiSelect } from '@blueprintjs/select';
import type { FieldValues } from 'react-hook-form';
import { MESSAGES } from '../../../contract';
import { FieldShell } from './FieldShell';
import { MENU_PROPS, createItemRenderer, menuNote, optionRenderer } from './menu-items';
import { addTag, hasTag, joinTags, parseTags, removeTag } from './tags';
import { useField, type FieldBaseProps } from './useField';

export interface TagFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  placeholder?: string;
  /** Known tags offered while typing (those already added are left out). */
  suggestions?: readonly string[];
  /** The form value is a list of tags instead of one comma-separated string (a JSON body's `string[]`). */
  asList?: boolean;
}

const NONE: readonly string[] = [];
const matches = (query: string, tag: string) => tag.toLowerCase().includes(query.trim().toLowerCase());

export function TagField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
  placeholder,
  suggestions = NONE,
  asList,
}: TagFieldProps<T>) {
  const { field, id, error, intent } = useField(control, name);
  const value = asList
    ? joinTags((field.value as string[] | null | undefined) ?? [])
    : ((field.value as string | null | undefined) ?? '');
  const change = (next: string) => field.onChange(asList ? parseTags(next) : next);
  const offered = suggestions.filter((s) => !hasTag(value, s));
  return (
    <FieldShell id={id} label={label} error={error} helperText={helperText}>
      <MultiSelect<string>
        fill
        disabled={disabled}
        placeholder={placeholder ?? 'Type a tag and press enter'}
        items={offered}
        selectedItems={parseTags(value)}
        itemPredicate={matches}
        itemRenderer={optionRenderer<string>({ title: String })}
        onItemSelect={(tag) => change(addTag(value, tag))}
        onRemove={(tag) => change(removeTag(value, tag))}
        onClear={value ? () => change('') : undefined}
        tagRenderer={(tag) => tag}
        createNewItemFromQuery={(query) => query.trim()}
        createNewItemRenderer={createItemRenderer((query) => {
          const text = query.trim();
          if (!text || hasTag(value, text)) return null;
          // Seed §2: the hint when nothing matches; beside matches, a plain "Add".
          return offered.some((s) => matches(text, s)) ? `Add "${text}"` : MESSAGES.tagNoResults(text);
        })}
        createNewItemPosition="last"
        noResults={menuNote('Type a tag and press enter')}
        resetOnSelect
        menuProps={MENU_PROPS}
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        tagInputProps={{
          intent,
          inputProps: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            'aria-invalid': Boolean(error),
            // Enter is the field's (it adds the tag, on key-up), not the form's: inside a form it also submitted it.
            onKeyDown: (e) => {
              if (e.key === 'Enter') e.preventDefault();
            },
          },
          inputRef: field.ref,
        }}
      />
    </FieldShell>
  );
}
