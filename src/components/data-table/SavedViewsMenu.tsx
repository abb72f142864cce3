/** The saved views menu: apply a view, delete one (confirmed), or save the current one under a name. */
import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import type { SavedView, ViewState } from '../../../contract';
import { errorMessage } from '../../lib/api';
import { useConfirm } from '../confirm';
import { MenuTitle } from '../MenuTitle';
import { toast } from '../toast';
import { SaveViewDialog } from './SaveViewDialog';
import { useSavedViews } from './use-saved-views';

export interface SavedViewsMenuProps {
  tableKey: string;
  /** The view as it is now (filter, sort, page size, columns). */
  current: () => ViewState;
  onApply: (view: SavedView) => void;
}

export function SavedViewsMenu({ tableKey, current, onApply }: SavedViewsMenuProps) {
  const [opened, setOpened] = useState(false);
  const [naming, setNaming] = useState(false);
  const { list, save, remove } = useSavedViews(tableKey, opened);
  const confirm = useConfirm();

  const askDelete = (view: SavedView) =>
    confirm({
      message: `Delete the saved view "${view.name}"?`,
      intent: 'danger',
      confirmText: 'Delete',
      onConfirm: () => remove.mutateAsync(view.id),
    });

  const views = list.data ?? [];
  const menu = (
    <Menu size="small" className="dt-menu" aria-label="Saved views">
      <MenuTitle title="Saved views" />
      {list.isPending && <MenuItem disabled text="Loading..." icon={<Spinner size={12} />} />}
      {list.isError && <MenuItem disabled intent="danger" text={errorMessage(list.error)} />}
      {list.isSuccess && views.length === 0 && <MenuItem disabled text="No saved views yet" />}
      {views.map((view) => (
        <MenuItem
          key={view.id}
          text={view.name}
          onClick={() => onApply(view)}
          labelElement={
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              aria-label={`Delete view ${view.name}`}
              onClick={(e) => {
                e.stopPropagation();
                void askDelete(view);
              }}
            />
          }
        />
      ))}
      <MenuDivider />
      <MenuItem icon="floppy-disk" text="Save current view…" onClick={() => setNaming(true)} />
    </Menu>
  );

  return (
    <>
      <PopoverNext
        content={menu}
        placement="bottom-end"
        arrow={false}
        animation="minimal"
        onOpening={() => setOpened(true)}
      >
        <Button variant="minimal" size="small" icon="bookmark" text="Views" />
      </PopoverNext>
      <SaveViewDialog
        isOpen={naming}
        onClose={() => setNaming(false)}
        onSave={(name) =>
          save.mutateAsync({ name, state: current() }).then(() => toast.success(`View "${name}" saved`))
        }
      />
    </>
  );
}
