/**
 * One endpoint's deliveries, newest first: event, when, outcome, attempts, last status and time, next retry; by event
 * type and outcome. A row opens to the body sent and every attempt (status, time, the first 64 kB of the answer or why
 * there was none); Redeliver sends it again now.
 */
import { Button, Callout, HTMLSelect, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import {
  WEBHOOK_DELIVERY_OUTCOMES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_PING,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../../contract';
import { MessageState } from '../../components/MessageState';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { type DeliveryFilter, useDeliveries, useRedeliver } from './webhooks-api';

const OUTCOME_INTENT: Record<WebhookDelivery['outcome'], Intent> = {
  delivered: 'success',
  pending: 'warning',
  failed: 'danger',
};
const OUTCOME_LABEL: Record<WebhookDelivery['outcome'], string> = {
  delivered: 'Delivered',
  pending: 'Retrying',
  failed: 'Failed',
};

export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [filter, setFilter] = useState<DeliveryFilter>({ eventType: '', outcome: '' });
  const deliveries = useDeliveries(endpoint.id, filter);
  const [open, setOpen] = useState<number | null>(null);
  const redeliver = useRedeliver(endpoint.id);
  const send = async (delivery: WebhookDelivery) => {
    try {
      await redeliver.mutateAsync(delivery.id);
      toast.success(WEBHOOK_MESSAGES.redelivered);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <section className="webhook-deliveries" aria-labelledby="webhook-deliveries-title">
      <div className="webhook-deliveries-bar">
        <h2 id="webhook-deliveries-title" className="webhook-deliveries-title">
          Deliveries to {endpoint.url}
        </h2>
        <label className="webhook-filter">
          Event{' '}
          <HTMLSelect
            value={filter.eventType}
            onChange={(e) => setFilter({ ...filter, eventType: e.currentTarget.value })}
            options={[
              { value: '', label: 'All events' },
              ...[WEBHOOK_PING, ...WEBHOOK_EVENT_TYPES].map((t) => ({ value: t, label: t })),
            ]}
          />
        </label>
        <label className="webhook-filter">
          Outcome{' '}
          <HTMLSelect
            value={filter.outcome}
            onChange={(e) => setFilter({ ...filter, outcome: e.currentTarget.value })}
            options={[
              { value: '', label: 'All outcomes' },
              ...WEBHOOK_DELIVERY_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_LABEL[o] })),
            ]}
          />
        </label>
      </div>
      {deliveries.isError && (
        <Callout intent="danger" role="alert" compact>
          {errorMessage(deliveries.error)}
        </Callout>
      )}
      {deliveries.data?.length === 0 && (
        <MessageState
          icon="history"
          title="No deliveries"
          description="Send a test event, or wait for the next change of a type this endpoint wants."
        />
      )}
      {deliveries.data && deliveries.data.length > 0 && (
        <HTMLTable compact striped className="webhook-table">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Created</th>
              <th scope="col">Outcome</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last answer</th>
              <th scope="col">Next retry</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.map((d) => (
              <Fragment key={d.id}>
                <tr>
                  <td>
                    <Button
                      variant="minimal"
                      size="small"
                      icon={open === d.id ? 'chevron-down' : 'chevron-right'}
                      aria-expanded={open === d.id}
                      aria-label={`${open === d.id ? 'Hide' : 'Show'} attempts of ${d.eventType} ${d.eventId}`}
                      onClick={() => setOpen(open === d.id ? null : d.id)}
                    />
                    <code>{d.eventType}</code> <span className="webhook-muted">{d.eventId}</span>
                  </td>
                  <td>{formatDateTime(d.eventAt)}</td>
                  <td>
                    <Tag minimal intent={OUTCOME_INTENT[d.outcome]}>
                      {OUTCOME_LABEL[d.outcome]}
                    </Tag>
                  </td>
                  <td className="webhook-number">{d.attempts}</td>
                  <td className="webhook-number">
                    {d.lastStatusCode ?? (d.attempts ? 'No answer' : '–')}
                    {d.lastDurationMs !== null && <span className="webhook-muted"> · {d.lastDurationMs} ms</span>}
                  </td>
                  <td>{d.nextAttemptAt && d.outcome === 'pending' ? formatDateTime(d.nextAttemptAt) : '–'}</td>
                  <td>
                    <Button
                      variant="minimal"
                      icon="refresh"
                      text="Redeliver"
                      aria-label={`Redeliver ${d.eventType} ${d.eventId}`}
                      loading={redeliver.isPending && redeliver.variables === d.id}
                      onClick={() => void send(d)}
                    />
                  </td>
                </tr>
                {open === d.id && (
                  <tr className="webhook-detail-row">
                    <td colSpan={7}>
                      <Attempts delivery={d} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <div className="webhook-attempts">
      <div>
        <div className="webhook-detail-label">Request body</div>
        <pre className="webhook-pre">{delivery.request}</pre>
      </div>
      <ol className="webhook-attempt-list" aria-label="Attempts">
        {delivery.attemptLog.map((a) => (
          <li key={a.attempt}>
            <div>
              Attempt {a.attempt}, {formatDateTime(a.at)}: <strong>{a.statusCode ?? 'no answer'}</strong> in{' '}
              {a.durationMs} ms
              {a.error && <span className="webhook-error"> — {a.error}</span>}
            </div>
            {a.responseBody && <pre className="webhook-pre">{a.responseBody}</pre>}
          </li>
        ))}
      </ol>
    </div>
  );
}
