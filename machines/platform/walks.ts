/**
 * Walks that take every transition the generated paths take (./model.ts), for a runner whose every start is dear (the
 * UI walk reloads a screen and signs in, seconds, where a step costs a fraction of one): each walk goes on from where
 * it is to the nearest transition not yet taken, until none is in reach or it is `maxSteps` long, and the next starts
 * afresh. One failing walk stops at its first failed step, so walks are kept short enough to say where things broke.
 */
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from '@xstate/graph';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { transitionKeysOf, traversalOptions, type MachineModel, type ModelPath } from './model';

type Step = ModelPath['steps'][number];
interface Edge {
  step: Step;
  to: string;
  keys: string[];
}

/** Each input's walks, in input order; every transition key any input's graph reaches is taken once. */
export function coveringWalks(model: MachineModel, maxSteps = 12): ModelPath[] {
  const keysOf = transitionKeysOf(model.machine);
  const taken = new Set<string>();
  return (model.inputs ?? [undefined]).flatMap((input) => {
    const adjacency = getAdjacencyMap(model.machine, traversalOptions(model, input)) as Record<
      string,
      { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
    >;
    const first = (getShortestPaths(model.machine, traversalOptions(model, input)) as ModelPath[]).find(
      (p) => p.steps.length === 1,
    )!.steps[0];
    const edges = new Map(
      Object.entries(adjacency).map(([from, { state, transitions }]) => [
        from,
        Object.values(transitions)
          .map((t) => ({
            step: { event: t.event, state: t.state },
            to: serializeSnapshot(t.state),
            keys: keysOf(state, t),
          }))
          .filter((e) => e.to !== from),
      ]),
    );
    /** The fewest edges from `from` whose last takes a transition not yet taken (breadth first), or null. */
    const toNearestNew = (from: string): Edge[] | null => {
      const cameBy = new Map<string, Edge[]>([[from, []]]);
      for (const [at, route] of cameBy) {
        for (const edge of edges.get(at) ?? []) {
          if (edge.keys.some((k) => !taken.has(k))) return [...route, edge];
          if (!cameBy.has(edge.to)) cameBy.set(edge.to, [...route, edge]);
        }
      }
      return null;
    };
    const start = serializeSnapshot(first.state);
    const walks: ModelPath[] = [];
    for (let route = toNearestNew(start); route; route = toNearestNew(start)) {
      const steps: Step[] = [first];
      // The first stretch always goes in; later ones while the walk stays within maxSteps.
      while (route && (steps.length === 1 || steps.length - 1 + route.length <= maxSteps)) {
        for (const edge of route) {
          steps.push(edge.step);
          edge.keys.forEach((k) => taken.add(k));
        }
        route = toNearestNew(route.at(-1)!.to);
      }
      walks.push({ state: steps.at(-1)!.state, steps, weight: steps.length - 1, input });
    }
    return walks;
  });
}
