/**
 * The order beside the table (not a route): staff move from order to order with j/k and keep the list
 * in view. Header, actions, items, customer, address, payments, timeline and notes; reloaded by the
 * live stream when another portal changes the order. While open it is announced to other portals (presence),
 * and the header says when someone else has it open too.
 */
import { awbText } from '../../../contract/shipping/awb';
import { Button, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useId } from 'react';
import { statusIntent } from '../../components/data-table';
import { useCompanyDetails } from '../../lib/company';
import { errorMessage } from '../../lib/api';
import { formatCurrency, formatDateTime } from '../../lib/format';
import { useOrderPresenceHeartbeat } from './live/use-order-presence';
import { OrderActionBar } from './OrderActionBar';
import { useOrderDetail } from './order-api';
import { LabelDownloadButton, OrderCustomer, OrderItems, OrderPayments } from './OrderDetailSections';
import { ProcessedByTag } from './OrderPresence';
import { OrderTimeline } from './OrderTimeline';
import type { OrderActionsActor } from './use-order-actions';
import { OrderHoldBar } from './holds/OrderHoldBar';
import type { OrderHoldActor } from './holds/use-order-hold';

export interface OrderDetailPanelProps {
  orderId: number;
  actor: OrderActionsActor;
  /** Holds and releases (issue 45 §2). */
  hold: OrderHoldActor;
  canEdit: boolean;
  /** Queue mode: an action goes on to the order's next steps. */
  chain: boolean;
  onClose: () => void;
}

export function OrderDetailPanel({ orderId, actor, hold, canEdit, chain, onClose }: OrderDetailPanelProps) {
  const panelId = useId();
  const detail = useOrderDetail(orderId);
  // Only those who may act on it announce it: a read-only viewer is not processing the order.
  useOrderPresenceHeartbeat(orderId, canEdit);
  const currency = useCompanyDetails().data?.currency || 'INR';
  const order = detail.data;
  let body;
  if (detail.isError && !order)
    body = (
      <Callout intent="danger" icon="error">
        {errorMessage(detail.error)}
      </Callout>
    );
  else if (!order) body = <NonIdealState icon={<Spinner size={24} />} />;
  else {
    body = (
      <>
        <div className="order-summary">
          <span>
            <small>Placed</small>
            {formatDateTime(order.createdAt)}
          </span>
          <span>
            <small>Total</small>
            <strong>{formatCurrency(order.total, currency)}</strong>
          </span>
          <span>
            <small>Payment</small>
            {order.paymentMethod}{' '}
            <Tag minimal intent={statusIntent(order.paymentStatus)}>
              {order.paymentStatus}
            </Tag>
          </span>
          <span>
            <small>Courier</small>
            {order.courierName ?? '—'}
            {order.awbNo ? ` · ${awbText(order.awbNo)}` : ''} <LabelDownloadButton order={order} />
          </span>
          <span>
            <small>Pickup</small>
            {order.pickupAt ? formatDateTime(order.pickupAt) : '—'}
          </span>
        </div>
        <OrderHoldBar order={order} actor={hold} canEdit={canEdit} />
        <OrderActionBar order={order} actor={actor} canEdit={canEdit} chain={chain} />
        <OrderItems order={order} currency={currency} />
        <OrderCustomer order={order} currency={currency} />
        <OrderPayments order={order} currency={currency} />
        <OrderTimeline order={order} canEdit={canEdit} />
      </>
    );
  }
  // Named "Order detail" and its title (the order's number): the element's own label, then the heading.
  return (
    <aside
      id={panelId}
      className="order-panel"
      aria-label="Order detail"
      aria-labelledby={`${panelId} ${panelId}-title`}
      aria-busy={detail.isFetching}
    >
      <header className="order-panel-header">
        <h2 id={`${panelId}-title`}>{order?.orderNo ?? `Order ${orderId}`}</h2>
        {order && (
          <Tag intent={statusIntent(order.status)} className="order-status-tag">
            {order.status}
          </Tag>
        )}
        {order?.hold && (
          <Tag intent="warning" icon="pause" className="order-hold-tag">
            On hold
          </Tag>
        )}
        {order && (
          <span className="order-version" title="Version">
            v{order.version}
          </span>
        )}
        <ProcessedByTag orderId={orderId} />
        <span className="order-panel-spacer" />
        <Button
          size="small"
          variant="minimal"
          icon="cross"
          aria-label="Close order"
          title="Close (Esc)"
          onClick={onClose}
        />
      </header>
      <div className="order-panel-body">{body}</div>
    </aside>
  );
}
