/** The WEBHOOKS screen's endpoint dialog: sample events for generated paths — add, change, roll, each answer, retry, close. */
import type { EventObject } from 'xstate';
import type { WebhookEndpoint } from '../../contract/webhooks/webhooks';
import type { MachineModel } from '../platform/model';
import { webhookEndpointMachine, type WebhookSaveOutcome } from './webhook-endpoint.machine';

/** An endpoint as the server lists it (the unit tests use it too). */
export const SAMPLE_ENDPOINT: WebhookEndpoint = {
  id: 3,
  url: 'https://erp.example.com/hooks',
  description: 'ERP',
  eventTypes: ['order.created', 'order.status_changed'],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  secretHint: '…AbCd',
  oldSecretUntil: null,
  createdByName: 'Aditi Rao',
  createdAt: '2026-12-07T10:00:00.000Z',
  version: 1,
};
export const SAMPLE_SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
export const SAMPLE_MADE: WebhookSaveOutcome = { ok: true, endpoint: SAMPLE_ENDPOINT, secret: SAMPLE_SECRET };
export const SAMPLE_CHANGED: WebhookSaveOutcome = {
  ok: true,
  endpoint: { ...SAMPLE_ENDPOINT, version: 2 },
  secret: null,
};

const failure = (id: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: { message: 'We are facing some technical error, Please try again after sometime.' },
  }) as EventObject;

export const webhookEndpointModel: MachineModel = {
  name: 'Webhook endpoint',
  machine: webhookEndpointMachine,
  events: [
    { type: 'dialog.create' },
    { type: 'dialog.edit', endpoint: SAMPLE_ENDPOINT } as EventObject,
    { type: 'secret.roll', endpoint: SAMPLE_ENDPOINT } as EventObject,
    { type: 'dialog.close' },
    {
      type: 'form.submit',
      values: { url: 'https://erp.example.com/hooks', eventTypes: ['order.created'], enabled: true, description: '' },
    } as EventObject,
    { type: 'dialog.retry' },
    { type: 'xstate.done.actor.saveEndpoint', output: SAMPLE_MADE } as EventObject,
    { type: 'xstate.done.actor.saveEndpoint', output: SAMPLE_CHANGED } as EventObject,
    {
      type: 'xstate.done.actor.saveEndpoint',
      output: { ok: false, errors: [{ field: 'url', message: 'The URL must begin with https://.' }] },
    } as EventObject,
    failure('saveEndpoint'),
    {
      type: 'xstate.done.actor.rollSecret',
      output: { endpoint: { ...SAMPLE_ENDPOINT, version: 2 }, secret: SAMPLE_SECRET },
    } as EventObject,
    failure('rollSecret'),
  ],
};
