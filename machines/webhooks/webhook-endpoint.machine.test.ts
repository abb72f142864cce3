import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WebhookEndpointSave } from '../../contract/webhooks/webhooks';
import { coverage, transitionPaths } from '../platform/model';
import { replayPath } from '../platform/replay';
import { webhookEndpointMachine, type WebhookSaveInput, type WebhookSaveOutcome } from './webhook-endpoint.machine';
import {
  SAMPLE_CHANGED,
  SAMPLE_ENDPOINT,
  SAMPLE_MADE,
  SAMPLE_SECRET,
  webhookEndpointModel,
} from './webhook-endpoint.model';

const values: WebhookEndpointSave = { url: 'https://erp.example.com/hooks', eventTypes: ['order.created'] };

describe('webhook endpoint machine', () => {
  const paths = transitionPaths(webhookEndpointModel);

  it.each(paths.map((p, i) => [i, p] as const))('replays generated path %i', async (_, path) => {
    await replayPath(webhookEndpointModel.machine, path);
  });

  it('takes every state and every defined transition', () => {
    const c = coverage(webhookEndpointModel, paths);
    expect(c.uncovered).toEqual([]);
    expect(c.statesCovered).toBe(c.states);
  });

  it('shows a new endpoint’s secret once, and a change closes the dialog with no secret', async () => {
    const saved: WebhookSaveInput[] = [];
    let notified = 0;
    const actor = createActor(
      webhookEndpointMachine.provide({
        actors: {
          saveEndpoint: fromPromise<WebhookSaveOutcome, WebhookSaveInput>(async ({ input }) => {
            saved.push(input);
            return input.endpoint ? SAMPLE_CHANGED : SAMPLE_MADE;
          }),
        },
        actions: { notifySaved: () => void notified++ },
      }),
    ).start();
    actor.send({ type: 'dialog.create' });
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.matches('showingSecret'));
    expect(actor.getSnapshot().context.secret).toBe(SAMPLE_SECRET);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context.secret).toBeNull();
    actor.send({ type: 'dialog.edit', endpoint: SAMPLE_ENDPOINT });
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(saved.map((s) => s.endpoint?.version ?? null)).toEqual([null, 1]);
    expect(notified).toBe(2);
  });

  it('retries a failed roll as a roll, and shows the new secret', async () => {
    let fail = true;
    const actor = createActor(
      webhookEndpointMachine.provide({
        actors: {
          rollSecret: fromPromise(async ({ input }) => {
            if (fail) throw new Error('down');
            return { endpoint: input, secret: SAMPLE_SECRET };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'secret.roll', endpoint: SAMPLE_ENDPOINT });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'dialog.retry' });
    await waitFor(actor, (s) => s.matches('showingSecret'));
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'roll', secret: SAMPLE_SECRET });
  });

  it('puts the server’s refusal of the URL back on the form', async () => {
    const actor = createActor(
      webhookEndpointMachine.provide({
        actors: {
          saveEndpoint: fromPromise<WebhookSaveOutcome, WebhookSaveInput>(async () => ({
            ok: false,
            errors: [{ field: 'url', message: 'The URL must begin with https://.' }],
          })),
        },
      }),
    ).start();
    actor.send({ type: 'dialog.create' });
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.matches('editing') && s.context.fieldErrors.length > 0);
    expect(actor.getSnapshot().context.fieldErrors[0].field).toBe('url');
  });
});
