/**
 * The dashboard's compact chart (its own lazy chunk): revenue per day as an area, orders as bars on a second axis,
 * coloured for the light or dark theme. Hidden from screen readers, which read the table beside it instead.
 */
import type { DailySales } from '../../../contract';
import { DualAxisChart } from '../../components/charts/DualAxisChart';
import { useTheme } from '../../components/theme';
import { formatCount, formatCurrency, formatDate } from '../../lib/format';

export interface SalesOverTimeChartProps {
  days: readonly DailySales[];
  currency: string | undefined;
}

const PALETTE = {
  light: { revenue: '#7c3aed', orders: '#94a3b8', grid: '#e3e5e9', text: '#5f6b7c', tooltip: '#ffffff' },
  dark: { revenue: '#a78bfa', orders: '#5f6b7c', grid: '#383e47', text: '#abb3bf', tooltip: '#2f343c' },
} as const;

/** `100000` → `1L`, `25000` → `25K`: short revenue ticks for a compact axis. */
const shortAmount = (v: number) =>
  v >= 1e7
    ? `${+(v / 1e7).toFixed(1)}Cr`
    : v >= 1e5
      ? `${+(v / 1e5).toFixed(1)}L`
      : v >= 1e3
        ? `${+(v / 1e3).toFixed(1)}K`
        : String(v);

export default function SalesOverTimeChart({ days, currency }: SalesOverTimeChartProps) {
  const colours = PALETTE[useTheme().theme];
  return (
    <div className="sales-over-time-chart" aria-hidden="true" data-testid="sales-over-time-chart">
      <DualAxisChart
        rows={days}
        category={(d) => formatDate(d.day).slice(0, 5)}
        heading={(d) => formatDate(d.day)}
        colours={colours}
        height={180}
        axisWidth={{ left: 48, right: 36 }}
        leftTick={shortAmount}
        series={[
          {
            name: 'Revenue',
            value: (d) => Number(d.revenue),
            kind: 'area',
            axis: 'left',
            colour: colours.revenue,
            format: (v) => formatCurrency(v, currency),
          },
          {
            name: 'Orders',
            value: (d) => d.orders,
            kind: 'bar',
            axis: 'right',
            colour: colours.orders,
            format: formatCount,
            barWidth: 6,
            opacity: 0.55,
          },
        ]}
      />
    </div>
  );
}
