import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CreateApiKey } from '../../contract/store/api-keys';
import { coverage, transitionPaths } from '../platform/model';
import { replayPath } from '../platform/replay';
import { apiKeyCreateMachine, type ApiKeyCreateOutcome } from './api-key-create.machine';
import { apiKeyCreateModel, SAMPLE_CREATED } from './api-key-create.model';

const values: CreateApiKey = { name: 'Web shop', scopes: ['orders'], rateLimitPerMinute: 60 };
const made = SAMPLE_CREATED;

describe('API key creation machine', () => {
  const paths = transitionPaths(apiKeyCreateModel);

  it.each(paths.map((p, i) => [i, p] as const))('replays generated path %i', async (_, path) => {
    await replayPath(apiKeyCreateModel.machine, path);
  });

  it('takes every state and every defined transition', () => {
    const c = coverage(apiKeyCreateModel, paths);
    expect(c.uncovered).toEqual([]);
    expect(c.statesCovered).toBe(c.states);
  });

  it('shows the secret once: closing the dialog forgets it', async () => {
    const announced: string[] = [];
    const actor = createActor(
      apiKeyCreateMachine.provide({
        actors: { createKey: fromPromise(async () => made) },
        actions: { notifyCreated: (_, key) => announced.push(key.name) },
      }),
    ).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.matches('showingSecret'));
    expect(actor.getSnapshot().context.secret).toMatch(/^shop_/);
    expect(announced).toEqual(['Web shop']);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.secret).toBeNull();
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context).toMatchObject({ secret: null, key: null, values: null });
  });

  it('takes no close while the key is being made, and keeps a failure for a retry with the same values', async () => {
    const sent: CreateApiKey[] = [];
    let fail = true;
    const actor = createActor(
      apiKeyCreateMachine.provide({
        actors: {
          createKey: fromPromise<ApiKeyCreateOutcome, CreateApiKey>(async ({ input }) => {
            sent.push(input);
            if (fail) throw new Error('down');
            return made;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'form.submit', values });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('creating');
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'dialog.retry' });
    await waitFor(actor, (s) => s.matches('showingSecret'));
    expect(sent).toEqual([values, values]);
  });

  it('puts the server’s field errors back on the form', async () => {
    const actor = createActor(
      apiKeyCreateMachine.provide({
        actors: {
          createKey: fromPromise<ApiKeyCreateOutcome, CreateApiKey>(async () => ({
            ok: false,
            errors: [{ field: 'name', message: 'Value is required' }],
          })),
        },
      }),
    ).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.matches('editing') && s.context.fieldErrors.length > 0);
    expect(actor.getSnapshot().context.fieldErrors[0].field).toBe('name');
  });
});
