/** Menu item renderers for Blueprint's Select and MultiSelect, shared by the form kit and the filter panel. */
import { MenuItem } from '@blueprintjs/core';
import type { ItemRenderer } from '@blueprintjs/select';
import { CONSTANTS } from '../../../contract';

export interface OptionRendererOptions<I> {
  title: (item: I) => string;
  key?: (item: I) => string;
  /** Shows a tick on chosen items. */
  isSelected?: (item: I) => boolean;
  /** Keeps the menu open after a choice (multiple selection). */
  keepOpen?: boolean;
}

/** One option per item: its title, a tick when chosen, keyboard-active highlighting. */
export function optionRenderer<I>({
  title,
  key = title,
  isSelected,
  keepOpen = false,
}: OptionRendererOptions<I>): ItemRenderer<I> {
  return (item, { handleClick, handleFocus, modifiers }) => (
    <MenuItem
      key={key(item)}
      text={title(item)}
      roleStructure="listoption"
      selected={isSelected ? isSelected(item) : undefined}
      active={modifiers.active}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
      shouldDismissPopover={!keepOpen}
    />
  );
}

/** The "create this one" entry of a creatable list; `text` words it from the query. */
export function createItemRenderer(text: (query: string) => string | null) {
  return (query: string, active: boolean, handleClick: React.MouseEventHandler<HTMLElement>) => {
    const label = text(query);
    if (label === null) return undefined;
    return (
      <MenuItem
        key="__create"
        icon="add"
        multiline
        roleStructure="listoption"
        active={active}
        onClick={handleClick}
        text={label}
      />
    );
  };
}

/** A disabled one-line message in place of the list. */
export const menuNote = (text: string) => <MenuItem disabled roleStructure="listoption" text={text} />;

/** Seed §9: dropdown menus are at most 310 px high. */
export const MENU_PROPS = { style: { maxHeight: CONSTANTS.dropdownMaxHeight, overflowY: 'auto' as const } };
