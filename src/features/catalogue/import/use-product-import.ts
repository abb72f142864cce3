/** The import machine with its effects: the calls, polling the set while it applies, navigation to a new set, fresh lists after a change. */
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router';
import { fromCallback, fromPromise } from 'xstate';
import { routePath } from '../../../../contract';
import type { ChangeSet } from '../../../../contract/catalogue/product-import';
import {
  productImportMachine,
  type ImportFile,
  type ProductImportEvent,
} from '../../../../machines/catalogue/product-import.machine';
import { applyChangeSet, importQueryKey, loadChangeSet, rollbackChangeSet, uploadImport } from './import-api';

const POLL_MS = 400;

export function useProductImport(setId: string | null, chosen: { current: File | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useActorRef(
    productImportMachine.provide({
      actors: {
        uploadFile: fromPromise<ChangeSet, ImportFile>(async () => uploadImport(chosen.current!)),
        loadSet: fromPromise(async ({ input }: { input: { setId: string } }) => loadChangeSet(input.setId)),
        startApply: fromPromise(async ({ input }: { input: { setId: string } }) => applyChangeSet(input.setId)),
        rollback: fromPromise(async ({ input }: { input: { setId: string } }) => rollbackChangeSet(input.setId)),
        watchSet: fromCallback<ProductImportEvent, { setId: string }>(({ input, sendBack }) => {
          const watch = { stopped: false };
          const poll = async () => {
            while (!watch.stopped) {
              try {
                const set = await loadChangeSet(input.setId);
                if (watch.stopped) return;
                sendBack({ type: 'set.progress', set });
                void queryClient.invalidateQueries({ queryKey: importQueryKey(input.setId) });
                if (set.status !== 'applying') return;
              } catch {
                // A missed poll is retried by the next one.
              }
              await new Promise((resolve) => setTimeout(resolve, POLL_MS));
            }
          };
          void poll();
          return () => {
            watch.stopped = true;
          };
        }),
      },
      actions: {
        showSet: ({ context }) => void navigate(routePath('PRODUCT_IMPORT', { id: context.setId! }), { replace: true }),
        notifyChanged: ({ context }) => {
          void queryClient.invalidateQueries({ queryKey: importQueryKey(context.setId!) });
          void queryClient.invalidateQueries();
        },
      },
    }),
    { input: { setId } },
  );
}
