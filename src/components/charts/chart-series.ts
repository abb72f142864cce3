/** What DualAxisChart draws: its measures (series) and the theme's colours. */

/** One measure of the chart. */
export interface ChartSeries<Row> {
  name: string;
  value: (row: Row) => number;
  /** Bars stand behind the area, the line in front. */
  kind: 'bar' | 'area' | 'line';
  axis: 'left' | 'right';
  colour: string;
  /** A value as the tooltip reads it. */
  format: (value: number) => string;
  /** A bar's width in pixels; the category's width by default. */
  barWidth?: number;
  opacity?: number;
}

/** The theme's colours for the grid and axes, the labels and the tooltip's background. */
export interface ChartColours {
  grid: string;
  text: string;
  tooltip: string;
}

/** The order series are drawn in, back to front. */
export const DRAW_ORDER = { bar: 0, area: 1, line: 2 } as const;
