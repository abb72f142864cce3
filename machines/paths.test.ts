import { describe, expect, it } from 'vitest';
import { MACHINE_MODELS } from './models';
import { coverage, describePath, transitionPaths } from './platform/model';
import { replayPath } from './platform/replay';

describe.each(MACHINE_MODELS)('generated paths of $name', (model) => {
  const paths = transitionPaths(model);

  it('has paths', () => expect(paths.length).toBeGreaterThan(0));

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    await replayPath(model.machine, path);
  });
});

describe('coverage of every machine by its generated paths', () => {
  it.each(MACHINE_MODELS.map((m) => [m.name, m] as const))(
    '%s: every state and every defined transition is taken',
    (_, model) => {
      const c = coverage(model, transitionPaths(model));
      expect(c.uncovered).toEqual([]);
      expect(c.statesCovered).toBe(c.states);
    },
  );
});
