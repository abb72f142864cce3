import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { calendarRescheduleMachine, type RescheduleRequest } from './calendar-reschedule.machine';
import { calendarRescheduleModel } from './calendar-reschedule.model';
import { coverage, transitionPaths } from '../platform/model';
import { replayPath } from '../platform/replay';

const move: RescheduleRequest = {
  kind: 'flash-sale',
  id: 3,
  version: 1,
  title: 'Diwali weekend',
  start: '2032-02-02T04:30:00.000Z',
  end: '2032-02-03T04:30:00.000Z',
  to: '2032-02-09T04:30:00.000Z',
};

describe('calendar reschedule machine', () => {
  const paths = transitionPaths(calendarRescheduleModel);

  it.each(paths.map((p, i) => [i, p] as const))('replays generated path %i', async (_, path) => {
    await replayPath(calendarRescheduleModel.machine, path);
  });

  it('takes every state and every defined transition', () => {
    const c = coverage(calendarRescheduleModel, paths);
    expect(c.uncovered).toEqual([]);
    expect(c.statesCovered).toBe(c.states);
  });

  it('asks before it moves, saves once, and ignores a drop where the entry already starts', async () => {
    const saved: RescheduleRequest[] = [];
    const actor = createActor(
      calendarRescheduleMachine.provide({
        actors: {
          saveMove: fromPromise(async ({ input }) => {
            saved.push(input);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'move.request', request: { ...move, to: move.start } });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'move.request', request: move });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(saved).toEqual([move]);
  });

  it("puts a refused move back with the server's words (409), and keeps any other failure for a retry", async () => {
    const reloads: string[] = [];
    let fail = 409;
    const actor = createActor(
      calendarRescheduleMachine.provide({
        actors: {
          saveMove: fromPromise<unknown, RescheduleRequest>(async () => {
            throw {
              status: fail,
              message: fail === 409 ? 'SKU-1 is already in the flash sale "Festive" at an overlapping time' : 'down',
            };
          }),
        },
        actions: {
          reloadCalendar: (_, message: string) => {
            reloads.push(message);
          },
        },
      }),
    ).start();
    actor.send({ type: 'move.request', request: move });
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(reloads).toEqual(['SKU-1 is already in the flash sale "Festive" at an overlapping time']);
    fail = 500;
    actor.send({ type: 'move.request', request: move });
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.request).toEqual(move);
  });
});
