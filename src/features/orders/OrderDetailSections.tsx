/** The order's items, customer with shipping address, and payments: compact tables for a dense panel; the label's download. */
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import type { OrderDetail } from '../../../contract/orders/order-processing';
import { statusIntent } from '../../components/data-table';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { formatCurrency, formatDateTime } from '../../lib/format';
import { downloadLabel } from './order-api';

interface SectionProps {
  order: OrderDetail;
  currency: string;
}

export function OrderItems({ order, currency }: SectionProps) {
  return (
    <section className="order-section" aria-label="Items">
      <h3>
        Items <small>({order.itemCount})</small>
      </h3>
      <HTMLTable compact striped className="order-table">
        <thead>
          <tr>
            <th>Product</th>
            <th>SKU</th>
            <th className="num">Qty</th>
            <th className="num">Price</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>{item.productName}</td>
              <td className="mono">{item.sku}</td>
              <td className="num">{item.quantity}</td>
              <td className="num">{formatCurrency(item.unitPrice, currency)}</td>
              <td className="num">{formatCurrency(item.lineTotal, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>Order total</td>
            <td className="num">
              <strong>{formatCurrency(order.total, currency)}</strong>
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
    </section>
  );
}

export function OrderCustomer({ order, currency }: SectionProps) {
  const { customer, shippingAddress: a } = order;
  return (
    <section className="order-section order-columns">
      <div aria-label="Customer">
        <h3>Customer</h3>
        <div>
          {customer.name} <Tag minimal>{customer.type}</Tag>
        </div>
        <div>{customer.email}</div>
        <div>{customer.phone}</div>
        <div className="muted">Wallet {formatCurrency(customer.walletBalance, currency)}</div>
      </div>
      <div aria-label="Shipping address">
        <h3>Shipping address</h3>
        <div>{a.name}</div>
        <div>{a.line1}</div>
        {a.line2 ? <div>{a.line2}</div> : null}
        <div>
          {a.city}, {a.state} {a.pincode}
        </div>
        <div>{a.phone}</div>
      </div>
    </section>
  );
}

export function OrderPayments({ order, currency }: SectionProps) {
  return (
    <section className="order-section" aria-label="Payments">
      <h3>Payments</h3>
      {order.payments.length === 0 ? (
        <div className="muted">No payments recorded.</div>
      ) : (
        <HTMLTable compact className="order-table">
          <thead>
            <tr>
              <th>When</th>
              <th>Method</th>
              <th>Reference</th>
              <th>Status</th>
              <th className="num">Amount</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((p) => (
              <tr key={p.id}>
                <td>{formatDateTime(p.createdAt)}</td>
                <td>{p.method}</td>
                <td className="mono">{p.transactionRef}</td>
                <td>
                  <Tag minimal intent={statusIntent(p.status)}>
                    {p.status}
                  </Tag>
                </td>
                <td className="num">{formatCurrency(p.amount, currency)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

/** Downloads the label generated earlier again, as label-<orderNo>.pdf; nothing until the order has one. */
export function LabelDownloadButton({ order }: { order: OrderDetail }) {
  const download = useMutation({
    mutationFn: () => downloadLabel(order.id, order.orderNo),
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (!order.hasLabel) return null;
  return (
    <Button
      size="small"
      variant="minimal"
      icon="document"
      text="Download label"
      loading={download.isPending}
      onClick={() => download.mutate()}
    />
  );
}
