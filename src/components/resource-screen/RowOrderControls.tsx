/**
 * A row's order controls in an ordered resource's table: a drag handle (drop it on another row's handle to
 * place the row there) and Move up / Move down buttons, which the keyboard reaches like any button; the
 * handle also moves its row with the arrow keys. Next to rows on the page a move names the neighbour; from
 * the page's edge, with no filter, it is one step in the whole list.
 */
import { Button } from '@blueprintjs/core';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { MoveTarget } from './useRowMoves';

type Row = { id: number; version: number };

/** The id being dragged: one drag at a time per page. */
let dragging: { id: number; index: number } | null = null;

export interface RowOrderControlsProps {
  row: Row;
  index: number;
  rows: readonly Row[];
  /** Steps past the page's first or last row move in the whole list (only when nothing is filtered). */
  wholeList: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  disabled: boolean;
  onMove: (row: Row, target: MoveTarget, focusSelector?: string) => void;
}

export function RowOrderControls({
  row,
  index,
  rows,
  wholeList,
  hasPrevious,
  hasNext,
  disabled,
  onMove,
}: RowOrderControlsProps) {
  const [dropSide, setDropSide] = useState<'before' | 'after' | null>(null);
  const up: MoveTarget | null =
    index > 0 ? { beforeId: rows[index - 1].id } : wholeList && hasPrevious ? { direction: 'up' } : null;
  const down: MoveTarget | null =
    index < rows.length - 1 ? { afterId: rows[index + 1].id } : wholeList && hasNext ? { direction: 'down' } : null;
  const focus = (dir: string) => `[data-move-row="${row.id}"][data-move-dir="${dir}"]`;
  const step = (target: MoveTarget | null, dir: string) => target && onMove(row, target, focus(dir));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    e.stopPropagation();
    step(e.key === 'ArrowUp' ? up : down, 'handle');
  };
  const over = (e: DragEvent) => {
    if (!dragging || dragging.id === row.id) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setDropSide(dragging.index > index ? 'before' : 'after');
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDropSide(null);
    const from = dragging;
    dragging = null;
    if (!from || from.id === row.id) return;
    const moved = rows[from.index];
    if (moved) onMove(moved, from.index > index ? { beforeId: row.id } : { afterId: row.id });
  };

  return (
    <div
      className={`dt-order-controls${dropSide ? ` dt-drop-${dropSide}` : ''}`}
      onDragOver={over}
      onDragLeave={() => setDropSide(null)}
      onDrop={drop}
    >
      <Button
        icon="drag-handle-vertical"
        variant="minimal"
        size="small"
        aria-label="Drag to reorder, or press the up and down arrows"
        title="Drag to reorder"
        disabled={disabled}
        draggable={!disabled}
        data-move-row={row.id}
        data-move-dir="handle"
        className="dt-drag-handle"
        onDragStart={(e) => {
          dragging = { id: row.id, index };
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', String(row.id));
        }}
        onDragEnd={() => {
          dragging = null;
        }}
        onKeyDown={onKeyDown}
      />
      <Button
        icon="arrow-up"
        variant="minimal"
        size="small"
        aria-label="Move up"
        title="Move up"
        disabled={disabled || !up}
        data-move-row={row.id}
        data-move-dir="up"
        onClick={() => step(up, 'up')}
      />
      <Button
        icon="arrow-down"
        variant="minimal"
        size="small"
        aria-label="Move down"
        title="Move down"
        disabled={disabled || !down}
        data-move-row={row.id}
        data-move-dir="down"
        onClick={() => step(down, 'down')}
      />
    </div>
  );
}
