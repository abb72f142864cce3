/** The columns menu: show or hide each column, or go back to the resource's default layout. */
import { Button, Checkbox, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { ColumnLayout, FieldSpec } from '../../../contract';
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
      <MenuDivider title="Show columns" />
      {columns.map(({ field, hidden }) => (
        <li key={field.key} className="dt-menu-check">
          <Checkbox
            label={field.label}
            checked={!hidden}
            // The last visible column stays: a table needs one.
            disabled={!hidden && visibleCount === 1}
            onChange={(e) => onHiddenChange(field.key, !e.currentTarget.checked)}
          />
        </li>
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
