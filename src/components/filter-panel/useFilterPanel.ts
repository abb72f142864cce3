/**
 * The filter panel's actor for a view: the machine with `emit` wired to the latest `onChange`,
 * started from the applied criteria; when `applied` changes to something the panel did not send
 * (back button, a saved view), the panel loads it.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fromCriteria, toPostData } from '../../../contract';
import type { FilterDefinition, SearchCriterion } from '../../../contract';
import { filterPanelMachine } from '../../../machines/platform/filter-panel.machine';

export type FilterPanelActor = ActorRefFrom<typeof filterPanelMachine>;

/** The machine wired once; its `emit` calls whichever onChange is current. */
function wire(onChange: (criteria: SearchCriterion[]) => void) {
  let current = onChange;
  return {
    machine: filterPanelMachine.provide({ actions: { emit: (_, { postData }) => current(postData) } }),
    update: (next: typeof onChange) => {
      current = next;
    },
  };
}

/** One actor per mounted panel; `definitions` are read when it starts. */
export function useFilterPanel(
  definitions: readonly FilterDefinition[],
  applied: readonly SearchCriterion[],
  onChange: (criteria: SearchCriterion[]) => void,
): FilterPanelActor {
  const [wiring] = useState(() => wire(onChange));
  useEffect(() => wiring.update(onChange), [wiring, onChange]);
  const actor = useActorRef(wiring.machine, { input: { definitions, applied: fromCriteria(applied, definitions) } });

  const appliedKey = JSON.stringify(applied);
  useEffect(() => {
    const { context } = actor.getSnapshot();
    const next = fromCriteria(JSON.parse(appliedKey) as SearchCriterion[], context.definitions);
    // Our own emission coming back through the URL matches what was sent: nothing to load.
    if (JSON.stringify(toPostData(next)) !== JSON.stringify(context.postData))
      actor.send({ type: 'filter.load', applied: next });
  }, [actor, appliedKey]);

  return actor;
}
