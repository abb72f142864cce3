/** The columns menu: show or hide each column, or go back to the resource's default layout. */
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { ColumnLayout, FieldSpec } from '../../../contract';
import { MenuTitle } from '../MenuTitle';
import { layoutColumns } from './columns';

export interface ColumnsMenuProps {
  fields: readonly FieldSpec[];
  layout: ColumnLayout;
  onHiddenChange: (key: string, hidden: boolean) => void;
  onReset: () => void;
}

export function ColumnsMenu({ fields, layout, onHiddenChange, onReset }: ColumnsMenuProps) {
  const columns = layoutColumns(fields, layout);
  const visibleCount = columns.filter((c) => !c.hidden).length;
  const menu = (
    <Menu size="small" className="dt-menu" aria-label="Columns">
      <MenuTitle title="Show columns" />
      {/* Checkable menu items (a menu holds menu items only, not <li> with a checkbox); the menu stays open. */}
      {columns.map(({ field, hidden }) => (
        <MenuItem
          key={field.key}
          role="menuitemcheckbox"
          aria-checked={!hidden}
          icon={hidden ? 'blank' : 'tick'}
          text={field.label}
          shouldDismissPopover={false}
          // The last visible column stays: a table needs one.
          disabled={!hidden && visibleCount === 1}
          onClick={() => onHiddenChange(field.key, !hidden)}
        />
      ))}
      <MenuDivider />
      <MenuItem icon="reset" text="Reset columns" title="Default order, widths and columns" onClick={onReset} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end" arrow={false} animation="minimal">
      <Button variant="minimal" size="small" icon="column-layout" text="Columns" />
    </PopoverNext>
  );
}
