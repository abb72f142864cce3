/**
 * Model-based testing over any machine in machines/: the graph of reachable snapshots (pure
 * `transition`, no actors run), one path per transition (the shortest way to its source, then the
 * transition), coverage of the machine's defined states and transitions, and a Mermaid diagram.
 * Invokes are modelled by their done/error events (`xstate.done.actor.<id>`), so every invoke needs an explicit id.
 */
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot, type StatePath } from '@xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

/** A machine, the inputs it may start from, and sample events the traversal may send. */
export interface MachineModel {
  name: string;
  machine: AnyStateMachine;
  inputs?: unknown[];
  /** The same everywhere, or by snapshot: a machine whose context can grow (keys typed ahead) offers fewer where it has grown. */
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[]);
}

/** A generated path, with the input its machine starts from. */
export type ModelPath = StatePath<AnyMachineSnapshot, EventObject> & { input?: unknown };
type StateNode = ReturnType<typeof getStateNodes>[number];

const nodesOf = (snapshot: AnyMachineSnapshot): StateNode[] => (snapshot as unknown as { _nodes: StateNode[] })._nodes;
export const traversalOptions = (model: MachineModel, input: unknown) =>
  ({ events: model.events, input, limit: 20_000 }) as never;

/** One path per distinct transition of the reachable graph from each input, each reaching its source by the shortest way. */
export function transitionPaths(model: MachineModel): ModelPath[] {
  return (model.inputs ?? [undefined]).flatMap((input) => pathsFrom(model, input));
}

function pathsFrom(model: MachineModel, input: unknown): ModelPath[] {
  const adjacency = getAdjacencyMap(model.machine, traversalOptions(model, input));
  const shortest = new Map<string, ModelPath>();
  for (const path of getShortestPaths(model.machine, traversalOptions(model, input)) as ModelPath[]) {
    shortest.set(serializeSnapshot(path.state), path);
  }
  const paths: ModelPath[] = [];
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(from);
    if (!head) continue;
    for (const edge of Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[]) {
      if (serializeSnapshot(edge.state) === from) continue; // the event did nothing here
      paths.push({ state: edge.state, steps: [...head.steps, edge], weight: head.weight + 1, input });
    }
  }
  return paths;
}

/** A defined transition: the node it leaves, the event, and where it goes. */
interface Definition {
  source: StateNode;
  eventType: string;
  targets: StateNode[];
}

/** The definitions a step from `prev` takes: its event's, from a node active before, into targets all active after. */
function definitionsTaken<D extends Definition>(
  defs: readonly D[],
  prev: AnyMachineSnapshot,
  step: { event: EventObject; state: AnyMachineSnapshot },
): D[] {
  const active = nodesOf(prev);
  const next = nodesOf(step.state);
  return defs.filter(
    (d) => d.eventType === step.event.type && active.includes(d.source) && d.targets.every((t) => next.includes(t)),
  );
}

/** Keys (indexes into the machine's definitions) of what one step takes, for walks that cover them (./walks.ts). */
export function transitionKeysOf(
  machine: AnyStateMachine,
): (prev: AnyMachineSnapshot, step: { event: EventObject; state: AnyMachineSnapshot }) => string[] {
  const defs = definitions(machine);
  return (prev, step) => definitionsTaken(defs, prev, step).map((d) => String(defs.indexOf(d)));
}

function definitions(machine: AnyStateMachine): Definition[] {
  // The root's own `on` counts too: getStateNodes lists only the nodes below it.
  return [machine.root as unknown as StateNode, ...getStateNodes(machine)].flatMap((source) =>
    [...source.transitions.entries()].flatMap(([eventType, defs]) =>
      defs.map((d) => ({ source, eventType, targets: (d.target ?? []) as StateNode[] })),
    ),
  );
}

/** How much of the machine the paths exercise: state nodes entered and defined transitions taken. */
export function coverage(model: MachineModel, paths: ModelPath[]) {
  // A node left at once by an unguarded `always` is never a resting snapshot; its targets are what count.
  const isTransient = (n: StateNode) => (n.always ?? []).some((t) => !t.guard);
  const allStates = getStateNodes(model.machine).filter(
    (n) => n !== (model.machine.root as unknown) && !isTransient(n),
  );
  const defs = definitions(model.machine);
  const seenStates = new Set<StateNode>();
  const takenDefs = new Set<Definition>();
  for (const path of paths) {
    let prev: AnyMachineSnapshot | null = null;
    for (const step of path.steps) {
      nodesOf(step.state).forEach((n) => seenStates.add(n));
      if (prev) for (const d of definitionsTaken(defs, prev, step)) takenDefs.add(d);
      prev = step.state;
    }
  }
  return {
    states: allStates.length,
    statesCovered: allStates.filter((n) => seenStates.has(n)).length,
    transitions: defs.length,
    transitionsCovered: takenDefs.size,
    uncovered: defs.filter((d) => !takenDefs.has(d)).map((d) => `${d.source.id} --${d.eventType}-->`),
    /** Each untaken definition by its index: unique even where two definitions read alike (guarded branches). */
    uncoveredKeys: defs.flatMap((d, i) => (takenDefs.has(d) ? [] : [String(i)])),
  };
}

/**
 * The fewest paths, shortest first, that still take every defined transition the given paths take (greedy set
 * cover): what a slow runner (the UI walk) runs when one path per reachable edge would be too many.
 */
export function coveringPaths(model: MachineModel, paths: readonly ModelPath[]): ModelPath[] {
  const byLength = [...paths].toSorted((a, b) => a.steps.length - b.steps.length);
  const taken = (path: ModelPath) => new Set(coverage(model, [path]).uncoveredKeys);
  const all = coverage(model, []).uncoveredKeys;
  const missing = new Set(all.filter((key) => !coverage(model, byLength).uncoveredKeys.includes(key)));
  const chosen: ModelPath[] = [];
  for (const path of byLength) {
    if (missing.size === 0) break;
    const notTaken = taken(path);
    const adds = [...missing].filter((key) => !notTaken.has(key));
    if (adds.length === 0) continue;
    adds.forEach((key) => missing.delete(key));
    chosen.push(path);
  }
  return chosen;
}

/** A human-readable line per path: `starting.checking → (xstate.done.actor.checkSession) signedIn.active`. */
export function describePath(path: ModelPath): string {
  return path.steps.map((s, i) => `${i === 0 ? '' : `(${s.event.type}) `}${valueName(s.state.value)}`).join(' → ');
}

export function valueName(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}.${valueName(v)}`)
    .join(',');
}

/** A Mermaid stateDiagram of the machine's definition (not of the reachable snapshots). */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const name = (n: StateNode) => n.id.replace(/[^A-Za-z0-9_]/g, '_');
  const walk = (node: StateNode, indent: string) => {
    const children = Object.values(node.states) as StateNode[];
    if (node.initial && children.length) {
      const initial = (node.initial as unknown as { target: StateNode[] }).target[0];
      if (initial) lines.push(`${indent}[*] --> ${name(initial)}`);
    }
    for (const child of children) {
      const grandChildren = Object.values(child.states);
      if (grandChildren.length) {
        lines.push(`${indent}state "${child.key}" as ${name(child)} {`);
        walk(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${child.key}" as ${name(child)}`);
      }
    }
  };
  walk(machine.root as unknown as StateNode, '  ');
  for (const d of definitions(machine)) {
    const label = d.eventType.replace(/^xstate\.(done|error)\.actor\./, '$1: ');
    for (const t of d.targets) lines.push(`  ${name(d.source)} --> ${name(t)} : ${label}`);
  }
  return lines.join('\n');
}
