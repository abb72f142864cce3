/**
 * MANAGE_CATEGORY: the category tree (filter by name, expand and collapse, add, edit, activate or deactivate
 * and delete with confirmation) and, on its second tab, "Order Category" (drag or Alt+arrows).
 */
import { Button, Callout, InputGroup, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { type RouteDef } from '../../../../contract';
import { useConfirm } from '../../../components/confirm';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useHasPermission } from '../../../lib/session/hooks';
import { useCategoryCalls, useCategoryTree } from './category-api';
import { flattenTree, visibleItems, type TreeItem } from './category-tree';
import { CategoryFormDrawer } from './CategoryFormDrawer';
import { CategoryOrderTree } from './CategoryOrderTree';
import { CategoryTreeTable } from './CategoryTreeTable';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './categories.css';

type Drawer = { row: TreeItem | null; parentId: number | null } | null;

export function CategoriesScreen({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const tree = useCategoryTree();
  const calls = useCategoryCalls();
  const confirm = useConfirm();
  const can = {
    add: useHasPermission('catalogue.category.add'),
    edit: useHasPermission('catalogue.category.edit'),
    remove: useHasPermission('catalogue.category.delete'),
  };
  const [tab, setTab] = useState<'tree' | 'order'>('tree');
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [drawer, setDrawer] = useState<Drawer>(null);
  const [live, setLive] = useState<{ text: string; stale: boolean }>({ text: '', stale: false });

  const items = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  const expanded = useMemo(
    () => new Set(items.filter((i) => !collapsed.has(i.id)).map((i) => i.id)),
    [items, collapsed],
  );
  const shown = useMemo(() => visibleItems(items, expanded, filter), [items, expanded, filter]);
  const announce = (text: string, stale = false) => setLive({ text, stale });

  const toggle = (id: number) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleStatus = (row: TreeItem) => {
    const next = row.status === 'Active' ? 'Inactive' : 'Active';
    void confirm({
      message: `Mark the category "${row.name}" as ${next}?${row.childCount ? ' Its subcategories keep their own status.' : ''}`,
      onConfirm: async () => toast.success(await calls.setStatus(row, next)),
    });
  };
  const remove = (row: TreeItem) =>
    void confirm({
      message: `Delete the category "${row.name}"? This cannot be undone.`,
      intent: 'danger',
      confirmText: 'Delete',
      onConfirm: async () => toast.success(await calls.remove(row)),
    });

  const addButton = can.add && (
    <Button intent="primary" icon="add" text="Add category" onClick={() => setDrawer({ row: null, parentId: null })} />
  );
  const treePanel = (
    <>
      <div className="category-toolbar">
        <InputGroup
          leftIcon="search"
          placeholder="Filter by name"
          aria-label="Filter categories by name"
          value={filter}
          onValueChange={setFilter}
          size="small"
          rightElement={
            filter ? (
              <Button variant="minimal" icon="cross" aria-label="Clear the filter" onClick={() => setFilter('')} />
            ) : undefined
          }
        />
        <Button
          size="small"
          variant="minimal"
          icon="expand-all"
          text="Expand all"
          disabled={Boolean(filter)}
          onClick={() => setCollapsed(new Set())}
        />
        <Button
          size="small"
          variant="minimal"
          icon="collapse-all"
          text="Collapse all"
          disabled={Boolean(filter)}
          onClick={() => setCollapsed(new Set(items.filter((i) => i.childCount).map((i) => i.id)))}
        />
        <span className="category-muted">{items.length} categories</span>
      </div>
      {shown.length === 0 && tree.data ? (
        <p className="category-muted">{filter ? `No category name contains "${filter}".` : 'No categories yet.'}</p>
      ) : (
        <CategoryTreeTable
          items={shown}
          expanded={expanded}
          filtering={Boolean(filter.trim())}
          onToggle={toggle}
          onEdit={can.edit ? (row) => setDrawer({ row, parentId: row.parentId }) : undefined}
          onAddChild={can.add ? (row) => setDrawer({ row: null, parentId: row.id }) : undefined}
          onToggleStatus={can.edit ? toggleStatus : undefined}
          onDelete={can.remove ? remove : undefined}
        />
      )}
    </>
  );

  return (
    <div className="screen category-screen">
      <ScreenHeader
        title={route.title}
        subtitle="The storefront's category tree. Product counts read: in the category itself / with its subcategories."
        actions={addButton}
      />
      <div className="visually-hidden" role="status" aria-live="polite">
        {live.text}
      </div>
      {live.stale && (
        <Callout intent="warning" icon="refresh" compact className="screen-callout">
          {live.text}
        </Callout>
      )}
      {tree.isPending && <Spinner size={20} />}
      {tree.isError && (
        <Callout intent="danger" icon="error" compact role="alert">
          {errorMessage(tree.error)} <Button size="small" text="Retry" onClick={() => void tree.refetch()} />
        </Callout>
      )}
      {tree.data && (
        <Tabs
          id="category-tabs"
          selectedTabId={tab}
          onChange={(id) => {
            setTab(id as 'tree' | 'order');
            setLive({ text: '', stale: false });
          }}
          renderActiveTabPanelOnly
        >
          <Tab id="tree" title="Categories" panel={treePanel} />
          {can.edit && (
            <Tab id="order" title="Order Category" panel={<CategoryOrderTree rows={tree.data} announce={announce} />} />
          )}
        </Tabs>
      )}
      <CategoryFormDrawer
        isOpen={drawer !== null}
        row={drawer?.row ?? null}
        parentId={drawer?.parentId ?? null}
        items={items}
        onClose={() => setDrawer(null)}
      />
    </div>
  );
}
