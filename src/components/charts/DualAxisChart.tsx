/**
 * A chart of categories (days, products) with two measures on two value axes, each drawn as bars, a line or a filled
 * area, a tooltip for the category under the pointer (or chosen with the arrow keys) and a legend: SVG drawn with visx
 * (d3's scales and shapes as React elements). Screens load it lazily; the same figures stand in a table beside it.
 */
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { TooltipWithBounds } from '@visx/tooltip';
import { useId } from 'react';
import { axisLabel, categoryTicks } from './category-ticks';
import { DRAW_ORDER, type ChartColours, type ChartSeries } from './chart-series';
import { SeriesMarks } from './SeriesMarks';
import { useCategoryTooltip } from './use-category-tooltip';
// oxlint-disable-next-line import/no-unassigned-import -- the charts' stylesheet
import './chart.css';

export type { ChartColours, ChartSeries } from './chart-series';

export interface DualAxisChartProps<Row> {
  rows: readonly Row[];
  /** The measures, in the order the tooltip and the legend list them. */
  series: readonly ChartSeries<Row>[];
  /** A row's label on the category axis (shortened there when long). */
  category: (row: Row) => string;
  /** A row's heading in the tooltip; its category label by default. */
  heading?: (row: Row) => string;
  colours: ChartColours;
  height: number;
  /** Room for the tick labels of the left and right value axes, in pixels. */
  axisWidth: { left: number; right: number };
  /** A left-axis tick as shown (the right axis counts whole numbers). */
  leftTick?: (value: number) => string;
  /** Focusable, the arrow keys moving the tooltip (for a chart that screen readers do not skip). */
  keyboard?: boolean;
}

const MARGIN = { top: 8, bottom: 24 };
/** About this many ticks on a value axis, the top one a round number just above the largest value. */
const TICKS = 5;
const tickLabel = (colour: string) => ({ fill: colour, fontSize: 11, fontFamily: 'inherit' });

export function DualAxisChart<Row>(props: DualAxisChartProps<Row>) {
  const { rows, series, category, colours, height, axisWidth } = props;
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const gradientId = useId();
  const plot = {
    width: Math.max(0, width - axisWidth.left - axisWidth.right),
    height: height - MARGIN.top - MARGIN.bottom,
  };
  const labels = rows.map(category);
  const x = scaleBand<number>({ domain: rows.map((_, i) => i), range: [0, plot.width], padding: 0.2 });
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  // Each value axis runs from zero to its top tick (one when every value is zero).
  const valueScale = (axis: 'left' | 'right') => {
    const values = series.filter((s) => s.axis === axis).flatMap((s) => rows.map(s.value));
    return scaleLinear<number>({ domain: [0, Math.max(1, ...values)], range: [plot.height, 0], nice: TICKS });
  };
  const y = { left: valueScale('left'), right: valueScale('right') };
  const tooltip = useCategoryTooltip(
    rows.map((_, i) => axisWidth.left + centre(i)),
    MARGIN.top + plot.height / 3,
  );
  const { active } = tooltip;
  const axis = { top: MARGIN.top, stroke: colours.grid, hideTicks: true, tickLabelProps: tickLabel(colours.text) };

  return (
    <div className="dual-axis-chart" ref={parentRef}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          tabIndex={props.keyboard ? 0 : undefined}
          onKeyDown={props.keyboard ? tooltip.onKeyDown : undefined}
          onBlur={tooltip.hide}
        >
          <g transform={`translate(${axisWidth.left},${MARGIN.top})`}>
            <GridRows scale={y.left} width={plot.width} numTicks={TICKS} stroke={colours.grid} strokeDasharray="3 3" />
            {active !== undefined && (
              <line
                x1={centre(active)}
                x2={centre(active)}
                y2={plot.height}
                stroke={colours.text}
                strokeOpacity={0.5}
              />
            )}
            {series
              .toSorted((a, b) => DRAW_ORDER[a.kind] - DRAW_ORDER[b.kind])
              .map((s) => (
                <SeriesMarks
                  key={s.name}
                  series={s}
                  rows={rows}
                  centre={centre}
                  bandwidth={x.bandwidth()}
                  scale={y[s.axis]}
                  height={plot.height}
                  active={active}
                  ring={colours.tooltip}
                  gradientId={`${gradientId}${s.name}`}
                />
              ))}
          </g>
          {/* Over the plot, so the pointer anywhere in a category's column opens its tooltip. */}
          <rect
            x={axisWidth.left}
            y={MARGIN.top}
            width={plot.width}
            height={plot.height}
            fill="transparent"
            onPointerMove={tooltip.onPointer}
            onPointerDown={tooltip.onPointer}
            onPointerLeave={tooltip.hide}
          />
          <AxisLeft
            {...axis}
            left={axisWidth.left}
            scale={y.left}
            numTicks={TICKS}
            tickFormat={(v) => (props.leftTick ?? String)(Number(v))}
          />
          <AxisRight
            {...axis}
            left={axisWidth.left + plot.width}
            scale={y.right}
            tickValues={y.right.ticks(TICKS).filter(Number.isInteger)}
            tickFormat={(v) => String(v)}
          />
          <AxisBottom
            {...axis}
            top={MARGIN.top + plot.height}
            left={axisWidth.left}
            scale={x}
            tickValues={categoryTicks(labels, plot.width)}
            tickFormat={(i) => axisLabel(labels[i])}
          />
        </svg>
      )}
      {active !== undefined && (
        <TooltipWithBounds
          className="chart-tooltip"
          left={tooltip.left}
          top={tooltip.top}
          style={{ background: colours.tooltip, borderColor: colours.grid, color: colours.text }}
        >
          <div>{(props.heading ?? category)(rows[active])}</div>
          {series.map((s) => (
            <div key={s.name} style={{ color: s.colour }}>
              {s.name}: {s.format(s.value(rows[active]))}
            </div>
          ))}
        </TooltipWithBounds>
      )}
      <p className="chart-legend">
        {series.map((s) => (
          <span key={s.name} className="chart-legend-item">
            <span className="chart-legend-swatch" style={{ background: s.colour }} /> {s.name}
          </span>
        ))}
      </p>
    </div>
  );
}
