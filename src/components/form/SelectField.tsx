/**
 * A select bound to react-hook-form (seed §2 "Select": items, item title, item value, multiple,
 * chips, clearable). Single: the value is the item value or null. Multiple: a list of item values,
 * shown as chips with `chips`, else as a comma-joined button label. Menus are at most 310 px high.
 */
// oxlint-disable-next-line import/no-unassigned-import -- the select package's stylesheet
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Button, ControlGroup } from '@blueprintjs/core';
import { MultiSelect, Select } from '@blueprintjs/select';
import type { FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell';
import { MENU_PROPS, menuNote, optionRenderer } from './menu-items';
import { asList, titleAccessor, titleMatches, valueAccessor, type ItemAccessor } from './select-items';
import { useField, type FieldBaseProps } from './useField';

export interface SelectFieldProps<T extends FieldValues, I> extends FieldBaseProps<T> {
  items: readonly I[];
  /** What an item shows: a key of the item or a function; default the item as text. */
  itemTitle?: ItemAccessor<I, string>;
  /** What the form stores for an item: a key of the item or a function; default the item itself. */
  itemValue?: ItemAccessor<I, unknown>;
  /** The value is a list of item values. */
  multiple?: boolean;
  /** With `multiple`: the chosen items are removable chips in the input. */
  chips?: boolean;
  /** Offers a button that empties the value (null, or [] when multiple). */
  clearable?: boolean;
  placeholder?: string;
  /** A search box over the items; default when there are more than 10. */
  filterable?: boolean;
}

export function SelectField<T extends FieldValues, I>(props: SelectFieldProps<T, I>) {
  const {
    control,
    name,
    label,
    helperText,
    disabled,
    items,
    multiple,
    chips,
    clearable,
    placeholder = 'Select…',
  } = props;
  const {
    field: { value, onChange, onBlur, ref, name: inputName },
    id,
    error,
    intent,
  } = useField(control, name);
  const title = titleAccessor(props.itemTitle);
  const valueOf = valueAccessor(props.itemValue);
  const filterable = props.filterable ?? items.length > 10;
  const chosen = multiple ? asList(value) : [];
  const isChosen = (item: I) => (multiple ? chosen.includes(valueOf(item)) : valueOf(item) === value);
  // A picker has no reliable blur: choosing counts as touching.
  const change = (next: unknown) => {
    onChange(next);
    onBlur();
  };
  const toggle = (item: I) =>
    change(isChosen(item) ? chosen.filter((v) => v !== valueOf(item)) : [...chosen, valueOf(item)]);
  const common = {
    items: [...items],
    disabled,
    itemPredicate: titleMatches(title),
    itemRenderer: optionRenderer<I>({
      title,
      key: (item) => String(valueOf(item)),
      isSelected: isChosen,
      keepOpen: multiple,
    }),
    noResults: menuNote('No results.'),
    menuProps: MENU_PROPS,
    popoverProps: { minimal: true, matchTargetWidth: true, onClosed: () => onBlur() },
  };

  if (multiple && chips) {
    return (
      <FieldShell id={id} label={label} error={error} helperText={helperText}>
        <MultiSelect<I>
          {...common}
          fill
          placeholder={placeholder}
          selectedItems={items.filter(isChosen)}
          onItemSelect={toggle}
          onRemove={(item) => change(chosen.filter((v) => v !== valueOf(item)))}
          onClear={clearable && chosen.length ? () => change([]) : undefined}
          tagRenderer={title}
          tagInputProps={{ intent, inputProps: { id, 'aria-invalid': Boolean(error) } }}
        />
      </FieldShell>
    );
  }

  const text = multiple
    ? items.filter(isChosen).map(title).join(', ')
    : items.find(isChosen) !== undefined
      ? title(items.find(isChosen) as I)
      : '';
  const empty = multiple ? chosen.length === 0 : value === null || value === undefined || value === '';
  return (
    <FieldShell id={id} label={label} error={error} helperText={helperText}>
      <ControlGroup fill>
        {/* The wrapper Select renders is the combobox when not filterable: it needs the field's name too. */}
        <Select<I>
          {...common}
          fill
          filterable={filterable}
          popoverTargetProps={{ 'aria-label': label ?? placeholder }}
          onItemSelect={(item) => (multiple ? toggle(item) : change(valueOf(item)))}
        >
          <Button
            id={id}
            ref={ref}
            name={inputName}
            fill
            alignText="start"
            disabled={disabled}
            endIcon="caret-down"
            intent={intent}
            variant="outlined"
            text={text || <span className="bp6-text-muted">{placeholder}</span>}
            aria-invalid={Boolean(error)}
          />
        </Select>
        {clearable && !empty && (
          <Button
            icon="cross"
            variant="outlined"
            aria-label={`Clear ${label}`}
            disabled={disabled}
            onClick={() => change(multiple ? [] : null)}
          />
        )}
      </ControlGroup>
    </FieldShell>
  );
}
