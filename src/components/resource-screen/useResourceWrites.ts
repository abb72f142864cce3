/**
 * Create, update, status change and delete of a resource with the seed's success texts
 * ('promo code saved successfully', …); each write refreshes the resource's lists.
 * Deletes and status changes ask for confirmation first and run inside the dialog (once).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SUCCESS, type RecordStatus, type ResourceDef } from '../../../contract';
import { useConfirm } from '../../components/confirm';
import { toast } from '../../components/toast';
import { resourceApi, resourceKey } from './resource-api';

type Row = { id: number; version: number; status?: string };

export function useResourceWrites<D extends ResourceDef>(def: D) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  return useMemo(() => {
    const calls = resourceApi(def);
    const subject = def.subject;
    const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKey(def) });
    const say = (text: string | null) => text && toast.success(text);
    return {
      async create(input: unknown) {
        const row = await calls.create(input);
        await refresh();
        say(subject && SUCCESS.saved(subject));
        return row;
      },
      async update(row: Row, input: unknown) {
        const saved = await calls.update(row.id, input, row.version);
        await refresh();
        say(subject && SUCCESS.updated(subject));
        return saved;
      },
      /** Flips Active ⇄ Inactive after confirmation; resolves false when cancelled. */
      toggleStatus(row: Row) {
        const next: RecordStatus = row.status === 'Active' ? 'Inactive' : 'Active';
        return confirm({
          message: `Mark this ${subject ?? 'record'} as ${next}?`,
          onConfirm: async () => {
            await calls.setStatus(row.id, next, row.version);
            await refresh();
            say(subject && SUCCESS.statusUpdated(subject));
          },
        });
      },
      /** Deletes after confirmation; resolves false when cancelled. */
      remove(row: Row) {
        return confirm({
          message: `Delete this ${subject ?? 'record'}? This cannot be undone.`,
          intent: 'danger',
          confirmText: 'Delete',
          onConfirm: async () => {
            await calls.remove(row.id, row.version);
            await refresh();
            say(subject && SUCCESS.deleted(subject));
          },
        });
      },
    };
  }, [def, queryClient, confirm]);
}
