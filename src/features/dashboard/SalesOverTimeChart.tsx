/**
 * The dashboard's compact chart (recharts, its own lazy chunk): revenue per day as an area, orders as
 * bars on a second axis, coloured for the light or dark theme. Hidden from screen readers, which read
 * the table beside it instead.
 */
import { Area, Bar, CartesianGrid, ComposedChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailySales } from '../../../contract';
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
  const data = days.map((d) => ({
    day: formatDate(d.day).slice(0, 5),
    label: formatDate(d.day),
    revenue: Number(d.revenue),
    orders: d.orders,
  }));
  const axis = { stroke: colours.grid, tick: { fill: colours.text, fontSize: 11 }, tickLine: false };
  return (
    <div className="sales-over-time-chart" aria-hidden="true" data-testid="sales-over-time-chart">
      <ResponsiveContainer width="100%" height={180}>
        <ComposedChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id="sales-over-time-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={colours.revenue} stopOpacity={0.35} />
              <stop offset="100%" stopColor={colours.revenue} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" {...axis} interval="preserveStartEnd" minTickGap={24} />
          <YAxis yAxisId="revenue" {...axis} width={48} tickFormatter={shortAmount} />
          <YAxis yAxisId="orders" orientation="right" {...axis} width={36} allowDecimals={false} />
          <Tooltip
            contentStyle={{ background: colours.tooltip, borderColor: colours.grid, color: colours.text, fontSize: 12 }}
            labelFormatter={(_, payload) => payload?.[0]?.payload?.label ?? ''}
            formatter={(value, name) =>
              name === 'Revenue' ? formatCurrency(Number(value), currency) : formatCount(Number(value))
            }
          />
          <Bar
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            fill={colours.orders}
            fillOpacity={0.55}
            barSize={6}
            isAnimationActive={false}
          />
          <Area
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            type="monotone"
            stroke={colours.revenue}
            strokeWidth={2}
            fill="url(#sales-over-time-fill)"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
      <p className="sales-over-time-legend">
        <span className="legend-swatch legend-revenue" style={{ background: colours.revenue }} /> Revenue
        <span className="legend-swatch legend-orders" style={{ background: colours.orders }} /> Orders
      </p>
    </div>
  );
}
