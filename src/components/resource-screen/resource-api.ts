/** Typed calls of a resource's routes (contract `resourcePaths`), shared by every list screen. */
import type { z } from 'zod';
import { resourcePaths, type MoveRequest, type RecordStatus, type ResourceDef } from '../../../contract';
import { api } from '../../lib/api';

export type RowOf<D extends ResourceDef> = z.infer<D['row']>;
export type InputOf<D extends ResourceDef> = D['create'] extends z.ZodType ? z.input<D['create']> : never;

/** Query key prefix of everything read from a resource (the table's own key); invalidated after each write. */
export { resourceQueryKey as resourceKey } from '../../components/data-table';

export function resourceApi<D extends ResourceDef>(def: D) {
  const paths = resourcePaths(def);
  return {
    get: (id: number) => api.get<RowOf<D>>(paths.one(id)),
    create: (input: unknown) => api.post<RowOf<D>>(paths.create, input),
    update: (id: number, input: unknown, version: number) =>
      api.put<RowOf<D>>(paths.one(id), { ...(input as object), version }),
    setStatus: (id: number, status: RecordStatus, version: number) =>
      api.put<RowOf<D>>(paths.status(id), { status, version }),
    remove: (id: number, version: number) => api.delete<null>(paths.one(id), { query: { version } }),
    /** An ordered resource's row one step, or just before or after another row (`PUT …/{id}/move`). */
    move: (id: number, target: Omit<MoveRequest, 'version'>, version: number) =>
      api.put<RowOf<D> & { position: number }>(paths.move(id), { ...target, version }),
  };
}
