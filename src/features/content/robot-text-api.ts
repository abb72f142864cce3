/** The robots.txt with TanStack Query: the current text, the history a page at a time, one version, save and restore. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROBOT_TEXT_API, type RobotText, type RobotTextHistory, type RobotTextUpdate } from '../../../contract';
import { api } from '../../lib/api';

const keys = {
  all: ['robot-text'] as const,
  current: ['robot-text', 'current'] as const,
  history: ['robot-text', 'history'] as const,
  version: (version: number) => ['robot-text', 'version', version] as const,
};

/** The current text with its version (0 and empty while none is saved). */
export function useRobotText() {
  return useQuery({
    queryKey: keys.current,
    queryFn: ({ signal }) => api.get<RobotText>(ROBOT_TEXT_API.current, { signal }),
  });
}

/** Earlier versions, newest first; `fetchNextPage` reads the next older page. */
export function useRobotTextHistory() {
  return useInfiniteQuery({
    queryKey: keys.history,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<RobotTextHistory>(`${ROBOT_TEXT_API.versions}${pageParam ? `?before=${pageParam}` : ''}`, { signal }),
    getNextPageParam: (last) => (last.hasMore ? last.content.at(-1)?.version : undefined),
  });
}

/** One version with its text, read when `version` is set. */
export function useRobotTextVersion(version: number | null) {
  return useQuery({
    queryKey: keys.version(version ?? 0),
    queryFn: ({ signal }) => api.get<RobotText>(ROBOT_TEXT_API.version(version!), { signal }),
    enabled: version !== null,
    staleTime: Infinity, // a saved version never changes
  });
}

/** After a save or restore: the answer is the current text; the history has one more line. */
function useSettle() {
  const queryClient = useQueryClient();
  return (saved: RobotText) => {
    queryClient.setQueryData(keys.current, saved);
    void queryClient.invalidateQueries({ queryKey: keys.history });
  };
}

/** Saves the text on top of the version it was read at (a stale one is a 409). */
export function useSaveRobotText() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (update: RobotTextUpdate) => api.put<RobotText>(ROBOT_TEXT_API.current, update),
    onSuccess: settle,
  });
}

/** Saves an earlier version's text as the new current one, on top of `current`. */
export function useRestoreRobotText() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ from, current }: { from: number; current: number }) =>
      api.post<RobotText>(ROBOT_TEXT_API.restore(from), { version: current }),
    onSuccess: settle,
  });
}

/** Reads everything again (after a stale save: someone else saved meanwhile). */
export function useReloadRobotText() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}
