import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { categoryOrderMachine, type CategoryMoveRequest } from './category-order.machine';
import { categoryOrderModel } from './category-order.model';
import { coverage, transitionPaths } from '../platform/model';
import { replayPath } from '../platform/replay';

const move: CategoryMoveRequest = {
  id: 7,
  name: 'Sarees',
  version: 3,
  parentId: 2,
  parentName: 'Men',
  position: 0,
  changesParent: true,
};

describe('category order machine', () => {
  const paths = transitionPaths(categoryOrderModel);

  it.each(paths.map((p, i) => [i, p] as const))('replays generated path %i', async (_, path) => {
    await replayPath(categoryOrderModel.machine, path);
  });

  it('takes every state and every defined transition', () => {
    const c = coverage(categoryOrderModel, paths);
    expect(c.uncovered).toEqual([]);
    expect(c.statesCovered).toBe(c.states);
  });

  it('asks with the impact before a move to another parent, then saves once', async () => {
    const saved: CategoryMoveRequest[] = [];
    const actor = createActor(
      categoryOrderMachine.provide({
        actors: {
          loadImpact: fromPromise(async () => ({ categories: 4, products: 120 })),
          saveMove: fromPromise(async ({ input }) => {
            saved.push(input);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'drag.start', id: 7 });
    actor.send({ type: 'move.request', request: move });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.impact).toEqual({ categories: 4, products: 120 });
    expect(saved).toEqual([]);
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(saved).toEqual([move]);
  });

  it('reloads the tree when the save meets a newer version', async () => {
    let reloaded = 0;
    const actor = createActor(
      categoryOrderMachine.provide({
        actors: {
          saveMove: fromPromise<unknown, CategoryMoveRequest>(async () => {
            throw Object.assign(new Error('stale'), { status: 409 });
          }),
        },
        actions: {
          reloadTree: () => {
            reloaded++;
          },
        },
      }),
    ).start();
    actor.send({ type: 'move.request', request: { ...move, changesParent: false } });
    await waitFor(actor, (s) => s.matches('idle') && reloaded > 0);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
