/**
 * The report's chart (recharts, loaded lazily with the sales screen's chart chunk): revenue as bars,
 * orders as a line on a second axis. Colours follow the portal's light or dark theme.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesGroupBy, SalesRow } from '../../../contract';
import { useTheme } from '../../components/theme';
import { formatCurrency, formatCount } from '../../lib/format';

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
  const data = (groupBy === 'day' ? rows : rows.slice(0, MAX_BARS)).map((r) => ({
    name: groupBy === 'day' ? shortDay(r.key) : r.label,
    revenue: Number(r.revenue),
    orders: r.orders,
  }));
  const axis = { stroke: colours.text, tick: { fill: colours.text, fontSize: 11 } };
  return (
    <div className="sales-chart" role="img" aria-label={`Revenue and orders by ${groupBy}`}>
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" />
          <XAxis dataKey="name" {...axis} interval="preserveStartEnd" />
          <YAxis yAxisId="revenue" {...axis} width={80} tickFormatter={(v: number) => formatCount(v)} />
          <YAxis yAxisId="orders" orientation="right" {...axis} width={50} />
          <Tooltip
            contentStyle={{ background: colours.tooltip, borderColor: colours.grid, color: colours.text }}
            formatter={(value, name) =>
              name === 'Revenue' ? formatCurrency(Number(value)) : formatCount(Number(value))
            }
          />
          <Legend wrapperStyle={{ color: colours.text }} />
          <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill={colours.revenue} isAnimationActive={false} />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            stroke={colours.orders}
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
