/**
 * The category tree as the screen walks it: flat rows (parentId + position) in depth-first order with their
 * depth, what shows under a name filter and collapsed nodes, and where a keyboard or drag move takes a node.
 * Positions are 0-based among the siblings without the moved node, as `PUT /categories/{id}/move` reads them.
 */
import type { CategoryRow } from '../../../../contract/catalogue/category';

/** A row with its place in the walk. */
export interface TreeItem extends CategoryRow {
  depth: number;
  /** Direct children. */
  childCount: number;
}

/** Where a move puts a node. */
export interface MoveTarget {
  parentId: number | null;
  position: number;
}

export type KeyboardMove = 'up' | 'down' | 'outdent' | 'indent';

/** Children of each parent (null: top level) in position order. */
function childrenOf(rows: readonly CategoryRow[]): Map<number | null, CategoryRow[]> {
  const map = new Map<number | null, CategoryRow[]>();
  for (const row of rows) map.set(row.parentId, [...(map.get(row.parentId) ?? []), row]);
  for (const list of map.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  return map;
}

/** Every row depth-first, children in position order (iterative: no recursion over data). */
export function flattenTree(rows: readonly CategoryRow[]): TreeItem[] {
  const children = childrenOf(rows);
  const out: TreeItem[] = [];
  const stack: { row: CategoryRow; depth: number }[] = (children.get(null) ?? [])
    .map((row) => ({ row, depth: 0 }))
    .toReversed();
  const seen = new Set<number>();
  while (stack.length) {
    const { row, depth } = stack.pop()!;
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const kids = children.get(row.id) ?? [];
    out.push({ ...row, depth, childCount: kids.length });
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ row: kids[i], depth: depth + 1 });
  }
  return out;
}

/** The ids of `id` and every node below it, from a depth-first list. */
export function subtreeIds(items: readonly TreeItem[], id: number): Set<number> {
  const start = items.findIndex((i) => i.id === id);
  const ids = new Set<number>();
  if (start < 0) return ids;
  ids.add(id);
  for (let i = start + 1; i < items.length && items[i].depth > items[start].depth; i++) ids.add(items[i].id);
  return ids;
}

/**
 * The rows to show: with a filter, the matches and their ancestors (ancestors open); without one, the nodes
 * whose ancestors are all expanded.
 */
export function visibleItems(items: readonly TreeItem[], expanded: ReadonlySet<number>, filter: string): TreeItem[] {
  const needle = filter.trim().toLowerCase();
  const byId = new Map(items.map((i) => [i.id, i]));
  if (needle) {
    const keep = new Set<number>();
    for (const item of items) {
      if (!item.name.toLowerCase().includes(needle)) continue;
      for (
        let at: TreeItem | undefined = item;
        at && !keep.has(at.id);
        at = at.parentId === null ? undefined : byId.get(at.parentId)
      )
        keep.add(at.id);
    }
    return items.filter((i) => keep.has(i.id));
  }
  const open = (item: TreeItem): boolean =>
    item.parentId === null || (expanded.has(item.parentId) && open(byId.get(item.parentId)!));
  return items.filter(open);
}

/** Where a keyboard move (Alt+Up/Down/Left/Right) takes the node, or null when it cannot go that way. */
export function keyboardTarget(rows: readonly CategoryRow[], id: number, move: KeyboardMove): MoveTarget | null {
  const node = rows.find((r) => r.id === id);
  if (!node) return null;
  const siblings = childrenOf(rows).get(node.parentId) ?? [];
  const index = siblings.findIndex((s) => s.id === id);
  if (move === 'up') return index > 0 ? { parentId: node.parentId, position: index - 1 } : null;
  if (move === 'down') return index < siblings.length - 1 ? { parentId: node.parentId, position: index + 1 } : null;
  if (move === 'outdent') {
    const parent = rows.find((r) => r.id === node.parentId);
    if (!parent) return null;
    const aunts = childrenOf(rows).get(parent.parentId) ?? [];
    return { parentId: parent.parentId, position: aunts.findIndex((a) => a.id === parent.id) + 1 };
  }
  if (index === 0) return null;
  const newParent = siblings[index - 1];
  return { parentId: newParent.id, position: (childrenOf(rows).get(newParent.id) ?? []).length };
}

/**
 * Where a drag drops: the dragged node (its subtree already left out of `items`) moved from `activeIndex` to
 * `overIndex`, at the depth its horizontal offset asks for, bounded by its new neighbours (dnd-kit's tree
 * projection). Returns the depth to draw and the move to send.
 */
export function dragTarget(
  items: readonly TreeItem[],
  activeIndex: number,
  overIndex: number,
  offsetX: number,
  indent: number,
): MoveTarget & { depth: number } {
  const moved = [...items];
  const [active] = moved.splice(activeIndex, 1);
  moved.splice(overIndex, 0, active);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const wanted = active.depth + Math.round(offsetX / indent);
  const depth = Math.max(next ? next.depth : 0, Math.min(previous ? previous.depth + 1 : 0, wanted));
  let parentId: number | null = null;
  if (depth > 0 && previous) {
    if (depth === previous.depth + 1) parentId = previous.id;
    else if (depth === previous.depth) parentId = previous.parentId;
    else
      parentId =
        moved
          .slice(0, overIndex)
          .toReversed()
          .find((i) => i.depth === depth)?.parentId ?? null;
  }
  const position = moved.slice(0, overIndex).filter((i) => i.parentId === parentId && i.id !== active.id).length;
  return { parentId, position, depth };
}

/** The rows as they will be once the move is saved (shown while it is confirmed and saved). */
export function applyMove(rows: readonly CategoryRow[], id: number, target: MoveTarget): CategoryRow[] {
  const node = rows.find((r) => r.id === id);
  if (!node) return [...rows];
  const children = childrenOf(rows.filter((r) => r.id !== id));
  const siblings = [...(children.get(target.parentId) ?? [])];
  siblings.splice(Math.min(target.position, siblings.length), 0, { ...node, parentId: target.parentId });
  const placed = new Map<number, CategoryRow>();
  siblings.forEach((row, position) => placed.set(row.id, { ...row, position }));
  (children.get(node.parentId) ?? []).forEach(
    (row, position) => placed.has(row.id) || placed.set(row.id, { ...row, position }),
  );
  return rows.map((row) => placed.get(row.id) ?? row);
}
