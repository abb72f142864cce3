/**
 * Moves of an ordered resource's rows (`PUT …/{id}/move`): one step, or just before or after another row.
 * The lists refresh after each; a refusal (stale version, a row gone) shows as an error toast. The screen
 * reader hears where the row went; keyboard focus returns to the button that moved it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { MoveRequest, ResourceDef } from '../../../contract';
import { errorMessage } from '../../lib/api';
import { runWrite } from '../../lib/write-effects';
import { toast } from '../toast';
import { resourceApi, resourceKey } from './resource-api';

type Row = { id: number; version: number; position?: number };
export type MoveTarget = Omit<MoveRequest, 'version'>;

export function useRowMoves(def: ResourceDef) {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const move = useCallback(
    async (row: Row, target: MoveTarget, focusSelector?: string) => {
      setBusy(true);
      try {
        const moved = await runWrite(queryClient, [def.key], () => resourceApi(def).move(row.id, target, row.version));
        setAnnouncement(`Moved to position ${moved.position}.`);
        if (focusSelector) requestAnimationFrame(() => document.querySelector<HTMLElement>(focusSelector)?.focus());
      } catch (error) {
        toast.error(errorMessage(error));
        await queryClient.invalidateQueries({ queryKey: resourceKey(def) });
      } finally {
        setBusy(false);
      }
    },
    [def, queryClient],
  );
  return { move, announcement, busy };
}
