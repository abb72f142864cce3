import { describe, expect, it } from 'vitest';
import type { CategoryRow } from '../../../../contract/catalogue/category';
import { applyMove, dragTarget, flattenTree, keyboardTarget, subtreeIds, visibleItems } from './category-tree';

const row = (id: number, parentId: number | null, position: number, name: string): CategoryRow => ({
  id,
  parentId,
  name,
  position,
  slug: name.toLowerCase(),
  imageMediaId: null,
  image: null,
  status: 'Active',
  productCount: 0,
  subtreeProductCount: 0,
  descendantCount: 0,
  version: 1,
});
// Men(1): Shirts(3), Kurtas(4); Women(2): Sarees(5) > Silk(7); Kurtis(6)
const rows = [
  row(2, null, 1, 'Women'),
  row(1, null, 0, 'Men'),
  row(4, 1, 1, 'Kurtas'),
  row(3, 1, 0, 'Shirts'),
  row(6, 2, 1, 'Kurtis'),
  row(5, 2, 0, 'Sarees'),
  row(7, 5, 0, 'Silk'),
];
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('category tree walk', () => {
  it('flattens depth-first in position order with depths and child counts', () => {
    const items = flattenTree(rows);
    expect(names(items)).toEqual(['Men', 'Shirts', 'Kurtas', 'Women', 'Sarees', 'Silk', 'Kurtis']);
    expect(items.map((i) => i.depth)).toEqual([0, 1, 1, 0, 1, 2, 1]);
    expect(items.find((i) => i.id === 2)?.childCount).toBe(2);
  });

  it("shows expanded branches only, and a filter's matches with their ancestors", () => {
    const items = flattenTree(rows);
    expect(names(visibleItems(items, new Set([2]), ''))).toEqual(['Men', 'Women', 'Sarees', 'Kurtis']);
    expect(names(visibleItems(items, new Set(), 'silk'))).toEqual(['Women', 'Sarees', 'Silk']);
    expect([...subtreeIds(items, 2)]).toEqual([2, 5, 7, 6]);
  });

  it("moves by keyboard among siblings, out to the parent's level and into the previous sibling", () => {
    expect(keyboardTarget(rows, 4, 'up')).toEqual({ parentId: 1, position: 0 });
    expect(keyboardTarget(rows, 3, 'up')).toBeNull();
    expect(keyboardTarget(rows, 3, 'down')).toEqual({ parentId: 1, position: 1 });
    expect(keyboardTarget(rows, 7, 'outdent')).toEqual({ parentId: 2, position: 1 });
    expect(keyboardTarget(rows, 1, 'outdent')).toBeNull();
    expect(keyboardTarget(rows, 6, 'indent')).toEqual({ parentId: 5, position: 1 });
    expect(keyboardTarget(rows, 5, 'indent')).toBeNull();
  });

  it('projects a drag onto a parent and position from where it lands and how far right it is dragged', () => {
    const items = flattenTree(rows).filter((i) => i.id !== 7); // Silk hidden under Sarees while Sarees is not dragged: use a leaf
    const kurtis = items.findIndex((i) => i.id === 6);
    // Kurtis dragged up to sit under Shirts, level with it: a child of Men at position 1.
    expect(dragTarget(items, kurtis, 2, 0, 24)).toEqual({ parentId: 1, position: 1, depth: 1 });
    // The same spot dragged one step right: the last child of Shirts.
    expect(dragTarget(items, kurtis, 2, 24, 24)).toEqual({ parentId: 3, position: 0, depth: 2 });
    // To the very top, dragged left: the first top-level node.
    expect(dragTarget(items, kurtis, 0, -48, 24)).toEqual({ parentId: null, position: 0, depth: 0 });
  });

  it('shows a move as it will be saved: the node with its subtree at its new place, both sibling lists renumbered', () => {
    const moved = flattenTree(applyMove(rows, 5, { parentId: 1, position: 1 }));
    expect(names(moved)).toEqual(['Men', 'Shirts', 'Sarees', 'Silk', 'Kurtas', 'Women', 'Kurtis']);
    expect(moved.map((i) => i.position)).toEqual([0, 0, 1, 0, 2, 1, 0]);
  });
});
