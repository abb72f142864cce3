/** A tab per status (and All), each with its exact count; the counts are kept live by the stream. */
import { Tab, Tabs } from '@blueprintjs/core';
import { ORDER_STATUS_SLUG, ORDER_STATUSES, ORDER_TABS, type OrderStatus } from '../../../contract';
import type { OrderStatusCounts } from '../../../contract/order-processing';
import { formatCount } from '../../lib/format';

export const STATUS_BY_SLUG = new Map<string, OrderStatus>(ORDER_STATUSES.map((s) => [ORDER_STATUS_SLUG[s], s]));

export const tabLabel = (tab: string) => STATUS_BY_SLUG.get(tab) ?? 'All';

const countOf = (tab: string, counts: OrderStatusCounts | undefined) => {
  if (!counts) return undefined;
  const status = STATUS_BY_SLUG.get(tab);
  return status ? (counts.counts[status] ?? 0) : counts.total;
};

export function OrderTabs({ tab, counts, onChange }: { tab: string; counts: OrderStatusCounts | undefined; onChange: (tab: string) => void }) {
  return (
    <Tabs id="order-tabs" selectedTabId={tab} onChange={(next) => onChange(String(next))} className="order-tabs">
      {ORDER_TABS.map((t) => {
        const count = countOf(t, counts);
        return (
          // Named by its visible label and count (no aria-label that could differ from what is shown).
          <Tab key={t} id={t} title={tabLabel(t)}
            tagContent={count === undefined ? undefined : formatCount(count)} tagProps={{ round: true, minimal: t !== tab }} />
        );
      })}
    </Tabs>
  );
}
