/**
 * The library as tiles (130×180 previews, seed §3), one listbox: Tab reaches it, the arrow keys move through
 * the tiles by row and column (Home/End to the ends) and choose the tile they land on, Enter activates the
 * chosen tile (Select in the picker, edit on the MULTIMEDIA screen), as does a double click.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { MEDIA_PREVIEW, type MediaItem } from '../../../contract/media/media';
import { CdnImage } from './CdnImage';

export interface MediaTileGridProps {
  items: MediaItem[];
  /** The chosen tile's id. */
  chosenId: number | null;
  onChoose: (item: MediaItem) => void;
  /** Enter or double click on a tile. */
  onActivate?: (item: MediaItem) => void;
  /** The listbox's accessible name. */
  label: string;
  /** A click activates too (a library to browse, not a choice to confirm). */
  activateOnClick?: boolean;
}

/** How many tiles are in the first row: the grid wraps, so this follows the dialog's width. */
function columnsOf(list: HTMLElement | null): number {
  const tiles = Array.from(list?.children ?? []) as HTMLElement[];
  const top = tiles[0]?.offsetTop;
  return Math.max(1, tiles.filter((t) => t.offsetTop === top).length);
}

export function MediaTileGrid({
  items,
  chosenId,
  onChoose,
  onActivate,
  label,
  activateOnClick = false,
}: MediaTileGridProps) {
  const list = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const index = items.findIndex((i) => i.id === chosenId);
  const optionId = (id: number) => `${prefix}-media-${id}`;

  const move = (to: number) => {
    const target = items[Math.min(items.length - 1, Math.max(0, to))];
    if (!target) return;
    onChoose(target);
    document.getElementById(optionId(target.id))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const columns = columnsOf(list.current);
    const from = index < 0 ? -1 : index;
    const steps: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowLeft: from - 1,
      ArrowDown: from + columns,
      ArrowUp: from - columns,
      Home: 0,
      End: items.length - 1,
    };
    if (e.key in steps) {
      e.preventDefault();
      move(index < 0 ? 0 : steps[e.key]!);
    } else if ((e.key === 'Enter' || e.key === ' ') && index >= 0) {
      e.preventDefault();
      if (e.key === 'Enter') onActivate?.(items[index]!);
    } else if (e.key === ' ' && index < 0) {
      e.preventDefault();
      move(0);
    }
  };

  return (
    <div
      ref={list}
      role="listbox"
      aria-label={label}
      aria-activedescendant={index >= 0 ? optionId(items[index]!.id) : undefined}
      tabIndex={0}
      className="media-tiles"
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <div
          key={item.id}
          id={optionId(item.id)}
          role="option"
          aria-selected={item.id === chosenId}
          className={`media-tile${item.id === chosenId ? ' media-tile-chosen' : ''}`}
          title={`${item.displayName} · ${item.width}×${item.height}`}
          onClick={() => {
            onChoose(item);
            if (activateOnClick) onActivate?.(item);
          }}
          onDoubleClick={() => onActivate?.(item)}
        >
          <CdnImage
            path={item.thumbnailPath}
            alt=""
            width={MEDIA_PREVIEW.picker.width}
            height={MEDIA_PREVIEW.picker.height}
            className="media-tile-image"
            loading="lazy"
          />
          <span className="media-tile-name">{item.displayName}</span>
        </div>
      ))}
    </div>
  );
}
