/**
 * HOME's low-stock products: the variants at or below their threshold, lowest stock first, each opening
 * MANAGE_STOCK filtered to low stock; the header says how many there are.
 */
import { Card, Classes, Tag } from '@blueprintjs/core';
import { routePath, type DashboardSummary } from '../../../contract';
import { encodeCriteria } from '../../components/data-table/url-codec';
import { formatCount } from '../../lib/format';
import { Link } from 'react-router';

export interface LowStockListProps {
  /** The summary's low-stock part; undefined while loading. */
  lowStock: DashboardSummary['lowStock'] | undefined;
}

/** MANAGE_STOCK's low-stock filter (on the tab the variant is listed under). */
const lowStockLink = (outOfStock: boolean) =>
  `${routePath('MANAGE_STOCK', { tab: outOfStock ? 'out-of-stock' : 'in-stock' })}?q=${encodeCriteria([{ filterKey: 'lowStock', operation: 'eq', value: [true] }])}`;

export function LowStockList({ lowStock }: LowStockListProps) {
  return (
    <Card className="panel low-stock" compact>
      <div className="panel-header">
        <h2 className="panel-title">Low stock</h2>
        <Link to={lowStockLink(false)} className="panel-link">
          View all{lowStock ? ` (${formatCount(lowStock.count)})` : ''}
        </Link>
      </div>
      {lowStock === undefined && <div className={Classes.SKELETON}>Loading</div>}
      {lowStock?.variants.length === 0 && (
        <p className={Classes.TEXT_MUTED}>Every variant is above its low-stock threshold.</p>
      )}
      <ul className="low-stock-list">
        {lowStock?.variants.map((v) => (
          <li key={v.variantId}>
            <Link to={lowStockLink(v.stock === 0)} className="low-stock-row">
              <span className="low-stock-name">
                {v.productName} <span className={Classes.TEXT_MUTED}>{v.sku}</span>
              </span>
              <Tag minimal intent={v.stock === 0 ? 'danger' : 'warning'}>
                {v.stock === 0 ? 'Out of stock' : `${formatCount(v.stock)} left`}
              </Tag>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
