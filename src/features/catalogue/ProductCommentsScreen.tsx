/**
 * PRODUCT_COMMENT: customers' reviews, filtered by rating, product and status. Staff moderate, they do not
 * write: no Add and no edit form. Per row Publish or Unpublish and Delete; on a selection (ticked rows, or
 * every review the filter matches) the same three in bulk. Each asks first (useCommentModeration).
 */
import { Button, ButtonGroup } from '@blueprintjs/core';
import { useMemo } from 'react';
import { filterDefinitionsOf } from '../../../contract';
import { productCommentResource as def, type ModerationAction } from '../../../contract/catalogue/product-comment';
import { DataTable, useTableUrlState, type TableSelection } from '../../components/data-table';
import { FilterPanel } from '../../components/filter-panel/FilterPanel';
import { ScreenHeader } from '../../components/ScreenHeader';
import { usePageTitle } from '../../lib/page-title';
import { useHasPermission } from '../../lib/session/hooks';
import { useCommentModeration } from './useCommentModeration';

type Row = { id: number; version: number; status: string };

export function ProductCommentsScreen() {
  usePageTitle(def.title);
  const table = useTableUrlState(def);
  const moderation = useCommentModeration();
  const definitions = useMemo(() => filterDefinitionsOf(def), []);
  const canEdit = useHasPermission(`${def.permission}.edit`);
  const canDelete = useHasPermission(`${def.permission}.delete`);

  const rowActions = (row: Row) => {
    const publish = row.status !== 'Published';
    return (
      <ButtonGroup variant="minimal" size="small">
        {canEdit && (
          <Button
            icon={publish ? 'eye-open' : 'eye-off'}
            aria-label={publish ? 'Publish' : 'Unpublish'}
            title={publish ? 'Publish' : 'Unpublish'}
            onClick={() => void moderation.one(publish ? 'publish' : 'unpublish', row)}
          />
        )}
        {canDelete && (
          <Button
            icon="trash"
            intent="danger"
            aria-label="Delete"
            title="Delete"
            onClick={() => void moderation.one('delete', row)}
          />
        )}
      </ButtonGroup>
    );
  };

  const bulkActions = (selection: TableSelection, count: number, clear: () => void) => {
    const run = (action: ModerationAction) =>
      void moderation.bulk(action, selection, count).then((done) => done && clear());
    return (
      <>
        {canEdit && <Button size="small" icon="eye-open" text="Publish" onClick={() => run('publish')} />}
        {canEdit && <Button size="small" icon="eye-off" text="Unpublish" onClick={() => run('unpublish')} />}
        {canDelete && <Button size="small" icon="trash" intent="danger" text="Delete" onClick={() => run('delete')} />}
      </>
    );
  };

  return (
    <div className="screen screen-fill">
      <ScreenHeader title={def.title} subtitle="Customers' reviews: publish them to show them on the product page" />
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
        rowActions={canEdit || canDelete ? (row) => rowActions(row as Row) : undefined}
        rowActionsWidth={80}
        selection="multiple"
        bulkActions={canEdit || canDelete ? bulkActions : undefined}
      />
    </div>
  );
}
