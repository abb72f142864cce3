/**
 * Replays a generated path on a real running actor: user events are sent as they are, and an
 * invoke's done/error event settles the promise of the test actor standing in for that invoke.
 * After every step the actor's state value must equal the model's.
 */
import { createActor, fromPromise, waitFor, type AnyStateMachine, type EventObject } from 'xstate';
import type { ModelPath } from './model';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** Names of the actors a machine declares in `setup({ actors })`. */
const actorNames = (machine: AnyStateMachine): string[] =>
  Object.keys((machine.implementations as { actors: Record<string, unknown> }).actors ?? {});

export async function replayPath(machine: AnyStateMachine, path: ModelPath): Promise<void> {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const actors = Object.fromEntries(
    actorNames(machine).map((name) => [
      name,
      fromPromise(() => new Promise((resolve, reject) => pending.set(name, { resolve, reject }))),
    ]),
  );
  const actor = createActor(machine.provide({ actors } as never), { input: path.input } as never).start();
  try {
    for (const [i, step] of path.steps.entries()) {
      if (i > 0) await deliver(step.event, pending, (e) => actor.send(e));
      const expected = JSON.stringify(step.state.value);
      await waitFor(actor, (s) => JSON.stringify(s.value) === expected, { timeout: 1000 }).catch(() => {
        throw new Error(
          `step ${i} (${step.event.type}): expected ${expected}, got ${JSON.stringify(actor.getSnapshot().value)}`,
        );
      });
    }
  } finally {
    actor.stop();
  }
}

async function deliver(
  event: EventObject,
  pending: Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>,
  send: (e: EventObject) => void,
) {
  const settle = event.type.startsWith(DONE) ? 'resolve' : event.type.startsWith(ERROR) ? 'reject' : null;
  if (!settle) return send(event);
  const name = event.type.slice(settle === 'resolve' ? DONE.length : ERROR.length);
  const waiting = pending.get(name);
  if (!waiting) throw new Error(`no invoke of ${name} is running`);
  pending.delete(name);
  const e = event as EventObject & { output?: unknown; error?: unknown };
  if (settle === 'resolve') waiting.resolve(e.output);
  else waiting.reject(e.error);
}
