/**
 * "Order Category": the whole tree as a list to rearrange. Drag a row by its handle (its subtree goes with it;
 * drag right or left to change its level), or focus a row and press Alt+Up/Down to move it among its siblings,
 * Alt+Left to move it out of its parent, Alt+Right to move it into the category above. A move to another
 * parent first says how many categories and products go with it; each move is one request.
 */
import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Callout, Icon } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CATEGORY_MESSAGES, plural, type CategoryRow } from '../../../../contract';
import type { CategoryMoveRequest } from '../../../../machines/catalogue/category-order.machine';
import { CategoryMoveDialog } from './CategoryMoveDialog';
import {
  applyMove,
  dragTarget,
  flattenTree,
  keyboardTarget,
  subtreeIds,
  type KeyboardMove,
  type MoveTarget,
  type TreeItem,
} from './category-tree';
import { useCategoryOrder } from './useCategoryOrder';

const INDENT = 24;
const KEYS: Record<string, KeyboardMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'outdent',
  ArrowRight: 'indent',
};
const HELP_ID = 'category-order-help';

export interface CategoryOrderTreeProps {
  rows: readonly CategoryRow[];
  /** Says something in the screen's live region; `stale` also shows it. */
  announce(text: string, stale?: boolean): void;
}

export function CategoryOrderTree({ rows, announce }: CategoryOrderTreeProps) {
  const order = useCategoryOrder({ announce });
  // While a move is asked about or saved, the list already shows it where it goes.
  const pending = order.idle ? null : order.request;
  const items = useMemo(() => flattenTree(pending ? applyMove(rows, pending.id, pending) : rows), [rows, pending]);
  const [drag, setDrag] = useState<{ id: number; overId: number; offsetX: number } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  // While dragging, the dragged node's subtree travels with it and is not a drop place of its own.
  const shown = useMemo(() => {
    if (!drag) return items;
    const hidden = subtreeIds(items, drag.id);
    hidden.delete(drag.id);
    return items.filter((i) => !hidden.has(i.id));
  }, [items, drag]);
  const projected = drag
    ? dragTarget(
        shown,
        shown.findIndex((i) => i.id === drag.id),
        shown.findIndex((i) => i.id === drag.overId),
        drag.offsetX,
        INDENT,
      )
    : null;

  // Keyboard moves re-render the list in a new order (the moved row's element may be re-inserted): keep focus on it.
  useEffect(() => {
    if (selectedId === null) return;
    const button = listRef.current?.querySelector<HTMLElement>(`[data-handle-id="${selectedId}"]`);
    if (button && document.activeElement !== button && listRef.current?.contains(document.activeElement))
      button.focus();
  });

  const request = (node: TreeItem, target: MoveTarget) => {
    const parent = items.find((i) => i.id === target.parentId);
    const move: CategoryMoveRequest = {
      id: node.id,
      name: node.name,
      version: node.version,
      parentId: target.parentId,
      position: target.position,
      parentName: parent?.name ?? CATEGORY_MESSAGES.topLevel,
      changesParent: target.parentId !== node.parentId,
    };
    order.actor.send({ type: 'move.request', request: move });
  };

  const onKeyDown = (node: TreeItem, event: KeyboardEvent) => {
    const move = event.altKey ? KEYS[event.key] : undefined;
    if (!move) return;
    event.preventDefault();
    if (!order.idle) return;
    const target = keyboardTarget(rows, node.id, move);
    setSelectedId(node.id);
    if (target) request(node, target);
    else
      announce(
        `${node.name} cannot move ${move === 'indent' ? 'into the category above' : move === 'outdent' ? 'out of the top level' : move} from here.`,
      );
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setDrag({ id: Number(active.id), overId: Number(active.id), offsetX: 0 });
    order.actor.send({ type: 'drag.start', id: Number(active.id) });
  };
  const onDragMove = ({ active, over, delta }: DragMoveEvent) =>
    setDrag({ id: Number(active.id), overId: Number(over?.id ?? active.id), offsetX: delta.x });
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const node = items.find((i) => i.id === Number(active.id));
    setDrag(null);
    // From the end event itself: the last drag-move render may not have happened yet.
    const target =
      node && over
        ? dragTarget(
            shown,
            shown.findIndex((i) => i.id === node.id),
            shown.findIndex((i) => i.id === Number(over.id)),
            delta.x,
            INDENT,
          )
        : null;
    if (!node || !target || (target.parentId === node.parentId && target.position === node.position)) {
      order.actor.send({ type: 'drag.cancel' });
      return;
    }
    request(node, target);
  };
  const onDragCancel = () => {
    setDrag(null);
    order.actor.send({ type: 'drag.cancel' });
  };

  return (
    <div className="category-order">
      <p id={HELP_ID} className="category-order-help">
        <Icon icon="info-sign" size={12} aria-hidden /> Drag a category by its handle (drag right or left to change its
        level), or select it and press Alt+↑/↓ to move it among its siblings, Alt+← to move it out of its parent, Alt+→
        to move it into the category above. A category moves with its subcategories.
      </p>
      {order.error && (
        <Callout intent="danger" icon="error" compact role="alert">
          {order.error} <Button size="small" text="Retry" onClick={() => order.actor.send({ type: 'move.retry' })} />{' '}
          <Button
            size="small"
            variant="minimal"
            text="Dismiss"
            onClick={() => order.actor.send({ type: 'move.dismiss' })}
          />
        </Callout>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <SortableContext items={shown.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <ul ref={listRef} className="category-order-list" aria-label="Category order" aria-busy={order.busy}>
            {shown.map((item) => (
              <OrderRow
                key={item.id}
                item={item}
                depth={drag?.id === item.id && projected ? projected.depth : item.depth}
                disabled={order.busy}
                onKeyDown={onKeyDown}
                onFocus={() => setSelectedId(item.id)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <CategoryMoveDialog
        isOpen={order.confirming}
        request={order.request}
        impact={order.impact}
        onConfirm={() => order.actor.send({ type: 'dialog.confirm' })}
        onCancel={() => order.actor.send({ type: 'dialog.cancel' })}
      />
    </div>
  );
}

interface OrderRowProps {
  item: TreeItem;
  depth: number;
  disabled: boolean;
  onKeyDown(item: TreeItem, event: KeyboardEvent): void;
  onFocus(): void;
}

/** One row: the handle (drag it, or focus it and use Alt+arrows), the name and what it holds. */
function OrderRow({ item, depth, disabled, onKeyDown, onFocus }: OrderRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });
  const style = { transform: CSS.Translate.toString(transform), transition, paddingLeft: 8 + depth * INDENT };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`category-order-row${isDragging ? ' is-dragging' : ''}`}
      data-category-id={item.id}
    >
      <button
        type="button"
        className="category-order-handle"
        {...attributes}
        {...listeners}
        data-handle-id={item.id}
        aria-describedby={HELP_ID}
        aria-roledescription="movable category"
        aria-label={`${item.name}, level ${item.depth + 1}, position ${item.position + 1}`}
        onKeyDown={(e) => onKeyDown(item, e)}
        onFocus={onFocus}
      >
        <Icon icon="drag-handle-vertical" aria-hidden />
      </button>
      <span className="category-order-name">{item.name}</span>
      <span className="category-muted">
        {item.descendantCount > 0 && `${item.descendantCount} subcategor${item.descendantCount === 1 ? 'y' : 'ies'} · `}
        {plural(item.subtreeProductCount, 'product')}
      </span>
    </li>
  );
}
