/**
 * DM_CONTENT form: name, channel, subject (email only), the body with a menu that inserts a listed
 * placeholder at the caret, and the live preview of the message with sample values.
 */
import { Button, Menu, MenuItem, PopoverNext, TextArea } from '@blueprintjs/core';
import { useCallback, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { DM_PLACEHOLDERS, PLACEHOLDER_NAMES, placeholderToken } from '../../../contract';
import { DM_CHANNELS, type DmContentInput } from '../../../contract/content/dm-content';
import { FieldShell } from '../../components/form/FieldShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { textInputProps, useField } from '../../components/form/useField';
import { DmPreview } from './DmPreview';
// oxlint-disable-next-line import/no-unassigned-import -- the form's stylesheet
import './dm-content.css';

export const defaults: DmContentInput = { name: '', channel: 'Email', subject: '', body: '' };

export function Fields({ control }: { control: Control<DmContentInput> }) {
  const channel = useWatch({ control, name: 'channel' });
  return (
    <>
      <TextField control={control} name="name" label="Name" placeholder="e.g. Diwali offer SMS" autoFocus />
      <SelectField control={control} name="channel" label="Channel" items={DM_CHANNELS} />
      {channel === 'Email' && (
        <TextField
          control={control}
          name="subject"
          label="Subject"
          placeholder="e.g. {{promoDiscount}} off this Diwali"
        />
      )}
      <BodyField control={control} />
      <DmPreview control={control} />
    </>
  );
}

/** The body, and a menu of the placeholders that puts the chosen one where the caret is. */
function BodyField({ control }: { control: Control<DmContentInput> }) {
  const binding = useField(control, 'body');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { inputRef, ...inputProps } = textInputProps(binding);
  const setRefs = useCallback(
    (element: HTMLTextAreaElement | null) => {
      area.current = element;
      inputRef(element);
    },
    [inputRef],
  );

  const insert = (token: string) => {
    const value = String(binding.field.value ?? '');
    const element = area.current;
    const [start, end] = element ? [element.selectionStart, element.selectionEnd] : [value.length, value.length];
    binding.field.onChange(value.slice(0, start) + token + value.slice(end));
    // Back to the text, the caret after what was inserted (once React has written the new value).
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const menu = (
    <Menu aria-label="Placeholders" className="dm-placeholder-menu">
      {PLACEHOLDER_NAMES.map((name) => (
        <MenuItem
          key={name}
          text={placeholderToken(name)}
          label={DM_PLACEHOLDERS[name].label}
          onClick={() => insert(placeholderToken(name))}
        />
      ))}
    </Menu>
  );
  return (
    <FieldShell
      id={binding.id}
      label="Body"
      error={binding.error}
      helperText="Placeholders such as {{firstName}} are filled in for each customer"
    >
      <TextArea {...inputProps} inputRef={setRefs} fill rows={7} className="dm-body" />
      {/* PopoverNext: the classic Popover mispositions under React 19. A choice puts the caret back in the body, not on this button. */}
      <PopoverNext
        content={menu}
        placement="bottom-start"
        arrow={false}
        animation="minimal"
        shouldReturnFocusOnClose={false}
      >
        <Button
          size="small"
          variant="minimal"
          icon="insert"
          text="Insert placeholder"
          endIcon="caret-down"
          className="dm-insert"
        />
      </PopoverNext>
    </FieldShell>
  );
}
