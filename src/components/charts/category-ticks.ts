/**
 * Which categories (days, products) get a label on the category axis: as many as fit side by side, evenly spaced,
 * the first and the last always, as a spreadsheet's chart does.
 */

/** Characters of a category's name the axis shows; the tooltip and the table beside the chart show it whole. */
const LONGEST = 14;

/** `Kesar & Co Eco Banarasi Saree` → `Kesar & Co Ec…`: a name as the axis shows it. */
export const axisLabel = (label: string) =>
  label.length > LONGEST ? `${label.slice(0, LONGEST - 1).trimEnd()}…` : label;

/** Pixels a label of `length` characters takes at the axis's 11 px type, with the gap a reader needs between two. */
const labelWidth = (length: number) => length * 6.5 + 24;

/** The indexes of `labels` to draw on an axis `width` pixels wide. */
export function categoryTicks(labels: readonly string[], width: number): number[] {
  const count = labels.length;
  if (count === 0) return [];
  const widest = Math.max(...labels.map((label) => axisLabel(label).length));
  const fit = Math.max(1, Math.floor(width / labelWidth(widest)));
  const every = Math.ceil(count / fit);
  const picks: number[] = [];
  for (let i = 0; i < count; i += every) picks.push(i);
  const last = count - 1;
  if (picks.at(-1) === last) return picks;
  // The last category's label replaces the one before it when the two would overlap.
  if (picks.length > 1 && last - (picks.at(-1) ?? 0) < every) picks.pop();
  return [...picks, last];
}
