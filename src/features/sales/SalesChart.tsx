/**
 * The report's chart (loaded lazily with the sales screen's chart chunk): revenue as bars, orders as a line on a
 * second axis. Colours follow the portal's light or dark theme; the arrow keys walk the tooltip along the bars.
 */
import type { SalesGroupBy, SalesRow } from '../../../contract';
import { DualAxisChart } from '../../components/charts/DualAxisChart';
import { useTheme } from '../../components/theme';
import { formatCount, formatCurrency } from '../../lib/format';

export interface SalesChartProps {
  rows: readonly SalesRow[];
  groupBy: SalesGroupBy;
}

const PALETTE = {
  light: { revenue: '#2d72d2', orders: '#c87619', grid: '#dce0e5', text: '#5f6b7c', tooltip: '#ffffff' },
  dark: { revenue: '#4c90f0', orders: '#ec9a3c', grid: '#383e47', text: '#abb3bf', tooltip: '#2f343c' },
} as const;

/** Most bars a product or category chart shows (the table lists all of them). */
const MAX_BARS = 20;
/** `2026-03-05` → `05-03` (the seed's day-month order). */
const shortDay = (key: string) => `${key.slice(8, 10)}-${key.slice(5, 7)}`;

export default function SalesChart({ rows, groupBy }: SalesChartProps) {
  const colours = PALETTE[useTheme().theme];
  return (
    <div className="sales-chart" role="img" aria-label={`Revenue and orders by ${groupBy}`}>
      <DualAxisChart
        rows={groupBy === 'day' ? rows : rows.slice(0, MAX_BARS)}
        category={(r) => (groupBy === 'day' ? shortDay(r.key) : r.label)}
        colours={colours}
        height={260}
        axisWidth={{ left: 64, right: 40 }}
        leftTick={formatCount}
        keyboard
        series={[
          {
            name: 'Revenue',
            value: (r) => Number(r.revenue),
            kind: 'bar',
            axis: 'left',
            colour: colours.revenue,
            format: (v) => formatCurrency(v),
          },
          {
            name: 'Orders',
            value: (r) => r.orders,
            kind: 'line',
            axis: 'right',
            colour: colours.orders,
            format: formatCount,
          },
        ]}
      />
    </div>
  );
}
