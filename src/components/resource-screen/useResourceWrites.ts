/**
 * Create, update, status change and delete of a resource with the seed's success texts
 * ('promo code saved successfully', …); each write is a mutation of the query client, which refreshes every
 * list and count it changed (lib/write-effects.ts).
 * Deletes and status changes ask for confirmation first and run inside the dialog (once).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SUCCESS, type RecordStatus, type ResourceDef } from '../../../contract';
import { useConfirm } from '../../components/confirm';
import { toast } from '../../components/toast';
import { runWrite } from '../../lib/write-effects';
import { resourceApi } from './resource-api';

type Row = { id: number; version: number; status?: string };

export function useResourceWrites<D extends ResourceDef>(def: D) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  return useMemo(() => {
    const calls = resourceApi(def);
    const subject = def.subject;
    const write = <T>(call: () => Promise<T>) => runWrite(queryClient, [def.key], call);
    const say = (text: string | null) => text && toast.success(text);
    return {
      async create(input: unknown) {
        const row = await write(() => calls.create(input));
        say(subject && SUCCESS.saved(subject));
        return row;
      },
      async update(row: Row, input: unknown) {
        const saved = await write(() => calls.update(row.id, input, row.version));
        say(subject && SUCCESS.updated(subject));
        return saved;
      },
      /** Flips Active ⇄ Inactive after confirmation; resolves false when cancelled. */
      toggleStatus(row: Row) {
        const next: RecordStatus = row.status === 'Active' ? 'Inactive' : 'Active';
        return confirm({
          message: `Mark this ${subject ?? 'record'} as ${next}?`,
          onConfirm: async () => {
            await write(() => calls.setStatus(row.id, next, row.version));
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
            await write(() => calls.remove(row.id, row.version));
            say(subject && SUCCESS.deleted(subject));
          },
        });
      },
    };
  }, [def, queryClient, confirm]);
}
