/**
 * The user's column layout for one table (order, widths, hidden), kept on the server per user per
 * table. Loaded before the grid first renders (a failed load means the spec's defaults); changes
 * apply at once and are saved after a short pause, and on leaving the screen.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ColumnLayout } from '../../../contract';
import { EMPTY_LAYOUT } from './columns';
import { fetchColumnLayout, saveColumnLayout } from './table-api';

const SAVE_DELAY_MS = 600;

export const columnLayoutQueryKey = (tableKey: string) => ['table-layout', tableKey] as const;

export interface ColumnLayoutState {
  layout: ColumnLayout;
  /** False until the saved layout has been read (or failed to be). */
  ready: boolean;
  /** Applies a layout now and saves it shortly. */
  update: (next: ColumnLayout) => void;
  /** Back to the resource's defaults. */
  reset: () => void;
}

export function useColumnLayout(tableKey: string): ColumnLayoutState {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: columnLayoutQueryKey(tableKey),
    queryFn: ({ signal }) => fetchColumnLayout(tableKey, signal),
    staleTime: Infinity,
    retry: false,
  });

  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; layout: ColumnLayout } | null>(null);
  const flush = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    // A layout that fails to save still applies for this visit; nothing else depends on it.
    saveColumnLayout(tableKey, job.layout).catch(() => undefined);
  }, [tableKey]);
  useEffect(() => flush, [flush]);

  const update = useCallback(
    (next: ColumnLayout) => {
      queryClient.setQueryData(columnLayoutQueryKey(tableKey), next);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { layout: next, timer: setTimeout(flush, SAVE_DELAY_MS) };
    },
    [queryClient, tableKey, flush],
  );

  return {
    layout: data ?? EMPTY_LAYOUT,
    ready: !isPending,
    update,
    reset: useCallback(() => update(EMPTY_LAYOUT), [update]),
  };
}
