/**
 * A resource's list screen (PRODUCT.md "Each list screen"): the dense table with its filter panel,
 * an Add button, and per row Edit, status change and Delete (confirmed) — each shown only when the
 * user's permissions allow what the API would accept.
 */
/* oxlint-disable-next-line import/no-unassigned-import -- the ordering controls' stylesheet */
import './resource-screen.css';
import { Button, ButtonGroup } from '@blueprintjs/core';
import { useMemo, useState, type ComponentType } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import { ORDERING_MESSAGES, filterDefinitionsOf, type ResourceDef } from '../../../contract';
import { useHasPermission } from '../../lib/session/hooks';
import { DataTable, useTableUrlState } from '../../components/data-table';
import { FilterPanel } from '../../components/filter-panel/FilterPanel';
import { ScreenHeader } from '../../components/ScreenHeader';
import { usePageTitle } from '../../lib/page-title';
import { ResourceFormDrawer } from './ResourceFormDrawer';
import { RowOrderControls } from './RowOrderControls';
import { useResourceWrites } from './useResourceWrites';
import { useRowMoves } from './useRowMoves';

type Row = { id: number; version: number; status?: string; position?: number };

export interface ResourceListScreenProps<V extends FieldValues> {
  def: ResourceDef;
  /** Values of a new record; with `Fields`, for resources that can be created and edited. */
  defaults?: DefaultValues<V>;
  /** The form's fields. */
  Fields?: ComponentType<{ control: Control<V> }>;
  /** The form drawer's width (ResourceFormModule). */
  drawerWidth?: 'wide';
}

export function ResourceListScreen<V extends FieldValues>({
  def,
  defaults,
  Fields,
  drawerWidth,
}: ResourceListScreenProps<V>) {
  usePageTitle(def.title);
  const table = useTableUrlState(def);
  const writes = useResourceWrites(def);
  const definitions = useMemo(() => filterDefinitionsOf(def), [def]);
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const can = {
    add: useHasPermission(`${def.permission}.add`),
    edit: useHasPermission(`${def.permission}.edit`),
    remove: useHasPermission(`${def.permission}.delete`),
  };
  const editable = Boolean(def.create && Fields) && can.edit;

  const moves = useRowMoves(def);
  const { sort, page, pageSize } = table.state;
  const filtered = table.state.criteria.length > 0;
  const byPosition = sort?.sortKey === 'position' && sort.sortOption === 'asc';
  const orderable = Boolean(def.ordered) && can.edit;
  const orderControls = (row: Row, index: number, rows: readonly Row[]) =>
    byPosition ? (
      <RowOrderControls
        row={row}
        index={index}
        rows={rows}
        wholeList={!filtered}
        hasPrevious={page > 1}
        hasNext={pageSize > 0 && rows.length === pageSize}
        disabled={moves.busy}
        onMove={(r, target, focus) => void moves.move(r, target, focus)}
      />
    ) : (
      <span className="dt-order-hint" title={ORDERING_MESSAGES.reorderNeedsOrderSort}>
        —
      </span>
    );

  const rowActions = (row: Row, index: number, rows: readonly Row[]) => (
    <ButtonGroup variant="minimal" size="small">
      {orderable && orderControls(row, index, rows)}
      {editable && <Button icon="edit" aria-label="Edit" title="Edit" onClick={() => setEditing({ row })} />}
      {def.hasStatus && can.edit && (
        <Button
          icon={row.status === 'Active' ? 'disable' : 'tick-circle'}
          aria-label={row.status === 'Active' ? 'Deactivate' : 'Activate'}
          title={row.status === 'Active' ? 'Deactivate' : 'Activate'}
          onClick={() => void writes.toggleStatus(row)}
        />
      )}
      {def.deletable && can.remove && (
        <Button
          icon="trash"
          intent="danger"
          aria-label="Delete"
          title="Delete"
          onClick={() => void writes.remove(row)}
        />
      )}
    </ButtonGroup>
  );

  return (
    <div className="screen screen-fill">
      <ScreenHeader title={def.title} />
      {def.ordered && (
        <div className="visually-hidden" role="status" aria-live="polite">
          {moves.announcement}
        </div>
      )}
      <DataTable
        def={def}
        state={table.state}
        onStateChange={table.onStateChange}
        toolbar={
          <FilterPanel
            definitions={definitions}
            applied={table.state.criteria}
            onChange={(criteria) => table.onStateChange({ criteria })}
          />
        }
        actions={
          def.create && Fields && can.add ? (
            <Button intent="primary" icon="add" text="Add" onClick={() => setEditing({ row: null })} />
          ) : null
        }
        rowActions={
          editable || (def.deletable && can.remove)
            ? (row, index, rows) => rowActions(row as Row, index, rows as Row[])
            : undefined
        }
        rowActionsWidth={orderable ? 174 : 100}
        selection="multiple"
        onRowOpen={editable ? (row) => setEditing({ row: row as Row }) : undefined}
      />
      {def.create && Fields && defaults && (
        <ResourceFormDrawer<V>
          def={def}
          row={(editing?.row ?? null) as never}
          isOpen={editing !== null}
          onClose={() => setEditing(null)}
          defaults={defaults}
          Fields={Fields}
          width={drawerWidth}
        />
      )}
    </div>
  );
}
