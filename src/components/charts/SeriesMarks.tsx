/** One series of DualAxisChart as SVG: a bar per category, or a line (over a fading area) through their centres. */
import { curveLinear, curveMonotoneX } from '@visx/curve';
import type { PickD3Scale } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import type { ChartSeries } from './chart-series';

export interface SeriesMarksProps<Row> {
  series: ChartSeries<Row>;
  rows: readonly Row[];
  /** The x of a category's centre, and a category's width. */
  centre: (index: number) => number;
  bandwidth: number;
  scale: PickD3Scale<'linear', number>;
  /** The plot's height: where the bars and the area stand. */
  height: number;
  /** The category under the tooltip, whose point is marked. */
  active: number | undefined;
  /** The ring round the marked point: the tooltip's background. */
  ring: string;
  gradientId: string;
}

export function SeriesMarks<Row>({
  series: s,
  rows,
  centre,
  bandwidth,
  scale,
  height,
  active,
  ring,
  gradientId,
}: SeriesMarksProps<Row>) {
  const at = (row: Row) => scale(s.value(row));
  if (s.kind === 'bar') {
    const width = s.barWidth ?? bandwidth;
    return (
      <g fill={s.colour} fillOpacity={s.opacity}>
        {rows.map((row, i) => (
          <rect
            key={i}
            className="chart-bar"
            x={centre(i) - width / 2}
            y={at(row)}
            width={width}
            height={height - at(row)}
          />
        ))}
      </g>
    );
  }
  const curve = s.kind === 'area' ? curveMonotoneX : curveLinear;
  const x = (_: Row, i: number) => centre(i);
  return (
    <g>
      {s.kind === 'area' && (
        <>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={s.colour} stopOpacity={0.35} />
            <stop offset="100%" stopColor={s.colour} stopOpacity={0.02} />
          </linearGradient>
          <AreaClosed
            className="chart-area"
            data={[...rows]}
            x={x}
            y={at}
            yScale={scale}
            curve={curve}
            fill={`url(#${CSS.escape(gradientId)})`}
          />
        </>
      )}
      <LinePath className="chart-line" data={[...rows]} x={x} y={at} curve={curve} stroke={s.colour} strokeWidth={2} />
      {active !== undefined && (
        <circle cx={centre(active)} cy={at(rows[active])} r={4} fill={s.colour} stroke={ring} strokeWidth={2} />
      )}
    </g>
  );
}
