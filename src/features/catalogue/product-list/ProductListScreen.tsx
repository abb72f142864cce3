/**
 * PRODUCT (issue 13 §2): the products in the dense table, each summary column (variants, price now, stock,
 * categories, completeness, what is missing) a filter and a sort; CSV export of what the filter shows. A row
 * opens the editor (EDIT_PRODUCT); Add opens ADD_PRODUCT; Copy starts a new product from a row. Ticked rows,
 * or every product the filter matches, can be published, made Inactive, moved to Draft or deleted, each
 * after a confirmation (useProductBulk).
 */
import { Button, ButtonGroup } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { filterDefinitionsOf, routePath } from '../../../../contract';
import {
  productListResource as def,
  type ProductBulkAction,
  type ProductListRow,
} from '../../../../contract/catalogue/product-list';
import { DataTable, useTableUrlState, type TableSelection } from '../../../components/data-table';
import { FilterPanel } from '../../../components/filter-panel/FilterPanel';
import { RouteAnchorButton } from '../../../components/RouteAnchorButton';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { usePageTitle } from '../../../lib/page-title';
import { useHasPermission } from '../../../lib/session/hooks';
import { useProductBulk } from './useProductBulk';

const editPath = (action: 'edit' | 'copy', id: number) => routePath('EDIT_PRODUCT', { action, id });

export function ProductListScreen() {
  usePageTitle(def.title);
  const table = useTableUrlState(def);
  const bulk = useProductBulk();
  const navigate = useNavigate();
  const definitions = useMemo(() => filterDefinitionsOf(def), []);
  const can = {
    add: useHasPermission(`${def.permission}.add`),
    edit: useHasPermission(`${def.permission}.edit`),
    remove: useHasPermission(`${def.permission}.delete`),
  };

  const rowActions = (row: ProductListRow) => (
    <ButtonGroup variant="minimal" size="small">
      {can.edit && (
        <RouteAnchorButton icon="edit" aria-label={`Edit ${row.name}`} title="Edit" to={editPath('edit', row.id)} />
      )}
      {can.add && (
        <RouteAnchorButton
          icon="duplicate"
          aria-label={`Copy ${row.name}`}
          title="Copy"
          to={editPath('copy', row.id)}
        />
      )}
    </ButtonGroup>
  );

  const bulkActions = (selection: TableSelection, count: number, clear: () => void) => {
    const run = (action: ProductBulkAction) => void bulk.run(action, selection, count).then((done) => done && clear());
    return (
      <>
        {can.edit && <Button size="small" icon="tick-circle" text="Publish" onClick={() => run('publish')} />}
        {can.edit && <Button size="small" icon="disable" text="Make Inactive" onClick={() => run('deactivate')} />}
        {can.edit && <Button size="small" icon="document" text="Move to Draft" onClick={() => run('draft')} />}
        {can.remove && <Button size="small" icon="trash" intent="danger" text="Delete" onClick={() => run('delete')} />}
      </>
    );
  };

  return (
    <div className="screen screen-fill">
      <ScreenHeader
        title={def.title}
        subtitle="Every product with its variants summed up: price now, stock, and what it still lacks"
      />
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
          <>
            {can.add && can.edit && (
              <RouteAnchorButton icon="import" text="Import / export" to={routePath('PRODUCT_IMPORT', { id: 'new' })} />
            )}
            {can.add && (
              <Button intent="primary" icon="add" text="Add" onClick={() => void navigate(routePath('ADD_PRODUCT'))} />
            )}
          </>
        }
        rowActions={can.edit || can.add ? (row) => rowActions(row as ProductListRow) : undefined}
        rowActionsWidth={80}
        selection="multiple"
        bulkActions={can.edit || can.remove ? bulkActions : undefined}
        onRowOpen={
          can.edit
            ? (row) => void navigate(routePath('EDIT_PRODUCT', { action: 'edit', id: (row as ProductListRow).id }))
            : undefined
        }
      />
    </div>
  );
}
