/**
 * MY_SUBSCRIPTION: the plan, its status (free trial, active, expired), when it ends and the days left, and the
 * invoices with their PDFs. Everyone signed in sees where it stands; plans, paying and invoices are the Master Admin's.
 */
import { Button, Callout, Card, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import type { RouteDef } from '../../../contract';
import { GST_PERCENT, PERIOD_LABEL, type SubscriptionSummary } from '../../../contract/subscription/subscription';
import { ScreenHeader } from '../../components/ScreenHeader';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { formatCurrency, formatDate } from '../../lib/format';
import { useNavigateTo } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { useHasPermission } from '../../lib/session/hooks';
import { STATUS_INTENT, STATUS_LABEL } from './subscription-labels';
import { downloadInvoice, useSubscriptionSummary } from './subscription-api';

export function MySubscriptionPage({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const summary = useSubscriptionSummary();
  const mayBill = useHasPermission('configuration.subscription.view');
  const navigateTo = useNavigateTo();
  const data = summary.data;
  return (
    <div className="screen">
      <ScreenHeader
        title={route.title}
        subtitle="Your plan, when it ends, and its invoices."
        actions={
          mayBill && (
            <Button
              intent="primary"
              icon="shopping-cart"
              text={data?.status === 'active' ? 'Renew or change plan' : 'Choose a plan'}
              onClick={() => navigateTo('SUBSCRIPTION_PLAN')}
            />
          )
        }
      />
      {summary.isPending && <Spinner size={24} />}
      {summary.isError && (
        <Callout intent="danger" icon="error" role="alert">
          {errorMessage(summary.error)}
        </Callout>
      )}
      {data && <StatusCard summary={data} />}
      {data && !mayBill && (
        <Callout icon="info-sign" compact>
          The Master Admin chooses and pays for the plan.
        </Callout>
      )}
      {data && mayBill && <InvoicesCard summary={data} />}
    </div>
  );
}

function StatusCard({ summary }: { summary: SubscriptionSummary }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Plan', summary.plan ? summary.plan.name : 'Free trial'],
    [
      'Status',
      <Tag key="status" intent={STATUS_INTENT[summary.status]} minimal round>
        {STATUS_LABEL[summary.status]}
      </Tag>,
    ],
    ['Billing', summary.period ? PERIOD_LABEL[summary.period] : '–'],
    [summary.status === 'expired' ? 'Ended on' : 'Ends on', formatDate(summary.endsAt)],
    ['Days left', String(summary.daysLeft)],
    ['Payment gateway', `${summary.gatewayMode} mode`],
  ];
  return (
    <Card className="panel profile-card" compact aria-label="Subscription status">
      <HTMLTable compact className="kv-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

const download = (invoice: SubscriptionSummary['invoices'][number]) =>
  downloadInvoice(invoice).catch((error: unknown) => toast.error(errorMessage(error)));

function InvoicesCard({ summary }: { summary: SubscriptionSummary }) {
  return (
    <Card className="panel" compact>
      <div className="panel-header">
        <h2 className="panel-title">Invoices</h2>
      </div>
      {summary.invoices.length === 0 ? (
        <p>No invoices yet: one is issued with every payment.</p>
      ) : (
        <HTMLTable compact striped className="subscription-invoices">
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Plan</th>
              <th scope="col">Period</th>
              <th scope="col">Amount</th>
              <th scope="col">GST {GST_PERCENT}%</th>
              <th scope="col">Total</th>
              <th scope="col">Issued</th>
              <th scope="col">
                <span className="bp6-text-muted">PDF</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>{invoice.number}</td>
                <td>
                  {invoice.planName} ({PERIOD_LABEL[invoice.period]})
                </td>
                <td>
                  {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)}
                </td>
                <td>{formatCurrency(invoice.amount, invoice.currency)}</td>
                <td>{formatCurrency(invoice.gst, invoice.currency)}</td>
                <td>{formatCurrency(invoice.total, invoice.currency)}</td>
                <td>{formatDate(invoice.issuedAt)}</td>
                <td>
                  <Button
                    size="small"
                    icon="download"
                    text="Download"
                    aria-label={`Download invoice ${invoice.number}`}
                    onClick={() => void download(invoice)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
