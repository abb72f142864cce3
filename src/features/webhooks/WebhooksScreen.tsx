/**
 * WEBHOOKS (Master Admin only, issue 44): where the portal tells the shop's other systems of each change. Endpoints with
 * their events, switch and health; Add (the signing secret shown once), Edit, Roll secret, Send test event; the chosen
 * endpoint's deliveries with Redeliver below.
 */
import { Button, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { plural, type RouteDef, type WebhookEndpoint } from '../../../contract';
import { webhookEndpointMachine } from '../../../machines/webhooks/webhook-endpoint.machine';
import { useConfirm } from '../../components/confirm';
import { MessageState } from '../../components/MessageState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';
import {
  rollWebhookSecret,
  saveWebhookEndpoint,
  useSendTestEvent,
  useWebhookEndpoints,
  webhooksQueryKey,
} from './webhooks-api';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './webhooks.css';

export function WebhooksScreen({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const endpoints = useWebhookEndpoints();
  const queryClient = useQueryClient();
  const editor = useActorRef(
    webhookEndpointMachine.provide({
      actors: {
        saveEndpoint: fromPromise(({ input }) => saveWebhookEndpoint(input)),
        rollSecret: fromPromise(({ input }) => rollWebhookSecret(input)),
      },
      actions: { notifySaved: () => void queryClient.invalidateQueries({ queryKey: webhooksQueryKey }) },
    }),
  );
  // The endpoint whose deliveries show: `?endpoint=` (a notification's link opens it), else the first.
  const [params, setParams] = useSearchParams();
  const chosenId = Number(params.get('endpoint')) || null;
  const setChosenId = (id: number) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        next.set('endpoint', String(id));
        return next;
      },
      { replace: true },
    );
  const chosen = endpoints.data?.find((e) => e.id === chosenId) ?? endpoints.data?.[0] ?? null;
  const on = endpoints.data?.filter((e) => e.enabled).length ?? 0;
  return (
    <div className="screen">
      <ScreenHeader
        title={route.title}
        subtitle="Each change of a type an endpoint wants is sent to it, signed (Shop-Signature), retried for about a day."
        actions={
          <Button
            icon="add"
            intent="primary"
            text="Add endpoint"
            onClick={() => editor.send({ type: 'dialog.create' })}
          />
        }
      />
      {endpoints.isError && (
        <Callout intent="danger" role="alert" compact>
          {errorMessage(endpoints.error)}
        </Callout>
      )}
      {endpoints.data?.length === 0 && (
        <MessageState
          icon="send-message"
          title="No endpoints yet"
          description="Add one for each system that should hear of orders, payments, returns, stock or customers."
        />
      )}
      {endpoints.data && endpoints.data.length > 0 && (
        <>
          <p className="webhooks-count" aria-live="polite">
            {plural(on, 'endpoint')} on, {plural(endpoints.data.length - on, 'endpoint')} off
          </p>
          <EndpointTable
            endpoints={endpoints.data}
            chosen={chosen}
            onChoose={(e) => setChosenId(e.id)}
            onEdit={(endpoint) => editor.send({ type: 'dialog.edit', endpoint })}
            onRoll={(endpoint) => editor.send({ type: 'secret.roll', endpoint })}
          />
        </>
      )}
      {chosen && <WebhookDeliveries key={chosen.id} endpoint={chosen} />}
      <WebhookEndpointDialog actor={editor} />
    </div>
  );
}

interface TableProps {
  endpoints: WebhookEndpoint[];
  chosen: WebhookEndpoint | null;
  onChoose: (endpoint: WebhookEndpoint) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRoll: (endpoint: WebhookEndpoint) => void;
}

function EndpointTable({ endpoints, chosen, onChoose, onEdit, onRoll }: TableProps) {
  const test = useSendTestEvent();
  const confirm = useConfirm();
  const sendTest = async (endpoint: WebhookEndpoint) => {
    onChoose(endpoint);
    try {
      const result = await test.mutateAsync(endpoint.id);
      const answer = result.statusCode === null ? `no answer: ${result.error}` : `${result.statusCode}`;
      const text = `Test event to ${endpoint.url}: ${answer} in ${result.durationMs} ms.`;
      if (result.statusCode !== null && result.statusCode < 300) toast.success(text);
      else toast.error(text);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const roll = async (endpoint: WebhookEndpoint) => {
    const ok = await confirm({
      title: 'Roll signing secret',
      message: `Make a new signing secret for ${endpoint.url}? The current one still signs, beside the new one, for 24 hours.`,
      confirmText: 'Roll secret',
      intent: 'warning',
    });
    if (ok) onRoll(endpoint);
  };
  return (
    <HTMLTable compact striped className="webhook-table webhook-endpoints">
      <thead>
        <tr>
          <th scope="col">Endpoint</th>
          <th scope="col">Events</th>
          <th scope="col">Status</th>
          <th scope="col">Failures in a row</th>
          <th scope="col">Secret</th>
          <th scope="col">Created</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {endpoints.map((endpoint) => (
          <tr key={endpoint.id} className={chosen?.id === endpoint.id ? 'webhook-chosen' : undefined}>
            <td>
              <Button
                variant="minimal"
                className="webhook-url"
                text={endpoint.url}
                aria-pressed={chosen?.id === endpoint.id}
                aria-label={`Show deliveries to ${endpoint.url}`}
                onClick={() => onChoose(endpoint)}
              />
              {endpoint.description && <div className="webhook-muted">{endpoint.description}</div>}
            </td>
            <td>
              <div className="webhook-event-tags">
                {endpoint.eventTypes.map((type) => (
                  <Tag key={type} minimal>
                    {type}
                  </Tag>
                ))}
              </div>
            </td>
            <td>
              {endpoint.enabled ? (
                <Tag intent="success" minimal>
                  On
                </Tag>
              ) : (
                <>
                  <Tag intent="danger" minimal>
                    Off
                  </Tag>
                  {endpoint.disabledReason && <div className="webhook-muted">{endpoint.disabledReason}</div>}
                </>
              )}
            </td>
            <td className="webhook-number">{endpoint.consecutiveFailures}</td>
            <td>
              <code>{endpoint.secretHint}</code>
              {endpoint.oldSecretUntil && (
                <div className="webhook-muted">old one signs until {formatDateTime(endpoint.oldSecretUntil)}</div>
              )}
            </td>
            <td>
              {formatDateTime(endpoint.createdAt)}
              {endpoint.createdByName && <div className="webhook-muted">by {endpoint.createdByName}</div>}
            </td>
            <td className="webhook-actions">
              <Button
                variant="minimal"
                icon="send-message"
                text="Send test event"
                aria-label={`Send test event to ${endpoint.url}`}
                loading={test.isPending && test.variables === endpoint.id}
                onClick={() => void sendTest(endpoint)}
              />
              <Button
                variant="minimal"
                icon="edit"
                text="Edit"
                aria-label={`Edit ${endpoint.url}`}
                onClick={() => onEdit(endpoint)}
              />
              <Button
                variant="minimal"
                icon="key"
                text="Roll secret"
                aria-label={`Roll secret of ${endpoint.url}`}
                onClick={() => void roll(endpoint)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
