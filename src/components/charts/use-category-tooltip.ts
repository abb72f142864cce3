/**
 * DualAxisChart's tooltip: the category nearest the pointer, or the one the arrow keys (Home, End) move to; it closes
 * when the pointer leaves the plot or the chart loses focus.
 */
import { localPoint } from '@visx/event';
import { useTooltip } from '@visx/tooltip';
import type { KeyboardEvent, PointerEvent } from 'react';

/** `centres`: each category's x in the chart; `keyTop`: where the tooltip stands when opened by a key. */
export function useCategoryTooltip(centres: readonly number[], keyTop: number) {
  const tooltip = useTooltip<number>();
  const active = tooltip.tooltipOpen ? tooltip.tooltipData : undefined;
  const show = (index: number, top: number) =>
    tooltip.showTooltip({ tooltipData: index, tooltipLeft: centres[index], tooltipTop: top });

  const onPointer = (event: PointerEvent<Element>) => {
    const point = localPoint(event);
    if (!point || centres.length === 0) return;
    const distance = (i: number) => Math.abs(centres[i] - point.x);
    show(
      centres.reduce<number>((best, _, i) => (distance(i) < distance(best) ? i : best), 0),
      point.y,
    );
  };
  const onKeyDown = (event: KeyboardEvent<Element>) => {
    const last = centres.length - 1;
    const current = active ?? -1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined || last < 0) return;
    event.preventDefault();
    show(Math.min(last, Math.max(0, next)), keyTop);
  };
  return {
    active,
    left: tooltip.tooltipLeft,
    top: tooltip.tooltipTop,
    onPointer,
    onKeyDown,
    hide: tooltip.hideTooltip,
  };
}
