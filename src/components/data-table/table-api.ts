/**
 * Every request of the data table: a page of a resource's search, its CSV export, and the user's column layout
 * and saved views of a table (contract `resourcePaths`, `TABLE_VIEWS_API`).
 */
import { TABLE_VIEWS_API, resourcePaths } from '../../../contract';
import type {
  ColumnLayout,
  ExportRequest,
  Page,
  ResourceDef,
  SavedView,
  SearchRequest,
  ViewState,
} from '../../../contract';
import { api } from '../../lib/api';
import { exportFileName, saveBlob } from './download';

/** The page on the wire: 0-based, and pageSize -1 for "All". */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** One page of the rows matching a search (`POST …/search`). */
export const searchResource = <Row>(
  def: Pick<ResourceDef, 'apiPath'>,
  body: SearchRequest,
  page: PageQuery,
  signal?: AbortSignal,
) => api.post<Page<Row>>(resourcePaths(def).search, body, { query: { ...page }, signal });

/** Downloads the matching rows as CSV (`POST …/export`), named after the resource and the day. */
export async function downloadResourceCsv(
  def: Pick<ResourceDef, 'key' | 'apiPath'>,
  body: ExportRequest,
): Promise<void> {
  const res = await api.blob(resourcePaths(def).export, { method: 'POST', body, headers: { Accept: 'text/csv' } });
  saveBlob(await res.blob(), exportFileName(def.key));
}

/** The user's saved column layout of a table, or null when none is saved. */
export const fetchColumnLayout = (tableKey: string, signal?: AbortSignal) =>
  api.get<ColumnLayout | null>(TABLE_VIEWS_API.layout(tableKey), { signal });

export const saveColumnLayout = (tableKey: string, layout: ColumnLayout) =>
  api.put<unknown>(TABLE_VIEWS_API.layout(tableKey), layout);

/** The user's named views of a table. */
export const fetchSavedViews = (tableKey: string, signal?: AbortSignal) =>
  api.get<SavedView[]>(TABLE_VIEWS_API.views(tableKey), { signal });

export const createSavedView = (tableKey: string, input: { name: string; state: ViewState }) =>
  api.post<SavedView>(TABLE_VIEWS_API.views(tableKey), input);

export const deleteSavedView = (tableKey: string, id: number) =>
  api.delete<unknown>(TABLE_VIEWS_API.view(tableKey, id));
