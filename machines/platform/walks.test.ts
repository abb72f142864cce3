import { getAdjacencyMap, serializeSnapshot } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { MACHINE_MODELS } from '../models';
import { coverage, coveringPaths, transitionPaths, traversalOptions } from './model';
import { coveringWalks } from './walks';

describe.each(MACHINE_MODELS.map((m) => [m.name, m] as const))('%s: covering walks', (_name, model) => {
  const walks = coveringWalks(model, 12);
  const paths = coveringPaths(model, transitionPaths(model));

  it('take every transition the generated paths take, in no more walks than the shortest paths', () => {
    expect(coverage(model, walks).uncoveredKeys).toEqual(coverage(model, paths).uncoveredKeys);
    expect(walks.length).toBeLessThanOrEqual(paths.length);
  });

  it('start where the machine starts, and take only edges of its graph', () => {
    for (const walk of walks) {
      const adjacency = getAdjacencyMap(model.machine, traversalOptions(model, walk.input));
      expect(serializeSnapshot(walk.steps[0].state)).toBe(
        serializeSnapshot(paths.find((p) => p.input === walk.input)?.steps[0].state ?? walk.steps[0].state),
      );
      for (const [i, step] of walk.steps.entries()) {
        if (i === 0) continue;
        const targets = Object.values(adjacency[serializeSnapshot(walk.steps[i - 1].state)].transitions).map((t) =>
          serializeSnapshot(t.state),
        );
        expect(targets).toContain(serializeSnapshot(step.state));
      }
    }
  });
});
