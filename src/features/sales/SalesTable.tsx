/** The report's rows and totals as a compact table. */
import { HTMLTable } from '@blueprintjs/core';
import { SALES_GROUP_LABELS, type SalesReport } from '../../../contract';
import { formatCount, formatCurrency, formatDate } from '../../lib/format';

export function SalesTable({ report }: { report: SalesReport }) {
  const isDay = report.groupBy === 'day';
  return (
    <HTMLTable compact striped className="sales-table" aria-label="Sales">
      <thead>
        <tr>
          <th>{SALES_GROUP_LABELS[report.groupBy]}</th>
          <th className="num">Orders</th>
          <th className="num">Units</th>
          <th className="num">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {report.rows.map((r) => (
          <tr key={r.key}>
            <td>{isDay ? formatDate(`${r.key}T00:00:00`) : r.label}</td>
            <td className="num">{formatCount(r.orders)}</td>
            <td className="num">{formatCount(r.units)}</td>
            <td className="num">{formatCurrency(r.revenue)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th>Total</th>
          <th className="num">{formatCount(report.totals.orders)}</th>
          <th className="num">{formatCount(report.totals.units)}</th>
          <th className="num">{formatCurrency(report.totals.revenue)}</th>
        </tr>
      </tfoot>
    </HTMLTable>
  );
}
