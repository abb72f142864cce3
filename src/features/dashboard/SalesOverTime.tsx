/**
 * The dashboard's sales over time (PRODUCT.md HOME): revenue and orders per day over the last 30 days.
 * The chart loads lazily in its own chunk; screen readers get the same figures as a table.
 */
import { Card, Classes, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useId } from 'react';
import type { DailySales } from '../../../contract';
import { formatCount, formatCurrency, formatDate } from '../../lib/format';
// oxlint-disable-next-line import/no-unassigned-import -- the panel's stylesheet
import './dashboard.css';

const SalesOverTimeChart = lazy(() => import('./SalesOverTimeChart'));

export interface SalesOverTimeProps {
  /** The summary's days, oldest first; undefined while loading. */
  days: readonly DailySales[] | undefined;
  currency: string | undefined;
}

/** A compact chart of the last 30 days with a visually hidden table of the same numbers. */
export function SalesOverTime({ days, currency }: SalesOverTimeProps) {
  const titleId = useId();
  const total = days?.reduce((n, d) => n + d.orders, 0);
  return (
    <Card className="panel sales-over-time" compact>
      <figure className="sales-over-time-figure" aria-labelledby={titleId}>
        <div className="panel-header">
          <h2 className="panel-title" id={titleId}>
            Sales over time, last 30 days
          </h2>
          {total !== undefined && <span className="panel-note">{formatCount(total)} orders</span>}
        </div>
        {days ? (
          <Suspense
            fallback={
              <div className="sales-over-time-chart">
                <Spinner size={24} />
              </div>
            }
          >
            <SalesOverTimeChart days={days} currency={currency} />
          </Suspense>
        ) : (
          <div className={`sales-over-time-chart ${Classes.SKELETON}`} />
        )}
        {days && (
          <table className="visually-hidden">
            <caption>Orders and revenue per day, last 30 days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Orders</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{formatDate(d.day)}</th>
                  <td>{formatCount(d.orders)}</td>
                  <td>{formatCurrency(d.revenue, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </figure>
    </Card>
  );
}
