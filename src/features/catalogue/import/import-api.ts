/** The product import's calls (contract/catalogue/product-import.ts): upload = dry run, the set, its items, ticks, apply, rollback, export. */
import {
  PRODUCT_IMPORT_API,
  type ChangeSet,
  type ChangeSetItemsPage,
  type ChangeSetSelection,
} from '../../../../contract/catalogue/product-import';
import { saveBlob } from '../../../components/data-table/download';
import { api } from '../../../lib/api';

export const importQueryKey = (setId: string) => ['product-import', setId] as const;

export function uploadImport(file: File): Promise<ChangeSet> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ChangeSet>(PRODUCT_IMPORT_API.create, form);
}

export const loadChangeSet = (setId: string) => api.get<ChangeSet>(PRODUCT_IMPORT_API.one(setId));
export const loadItems = (setId: string, pageNum: number, pageSize: number) =>
  api.get<ChangeSetItemsPage>(PRODUCT_IMPORT_API.items(setId), { query: { pageNum, pageSize } });
export const selectItems = (setId: string, selection: ChangeSetSelection) =>
  api.put<ChangeSet>(PRODUCT_IMPORT_API.items(setId), selection);
export const applyChangeSet = (setId: string) => api.post<ChangeSet>(PRODUCT_IMPORT_API.apply(setId));
export const rollbackChangeSet = (setId: string) => api.post<ChangeSet>(PRODUCT_IMPORT_API.rollback(setId));

/** Downloads the whole catalogue as the import's CSV. */
export async function downloadCatalogue(): Promise<void> {
  const response = await api.blob(PRODUCT_IMPORT_API.export, { headers: { Accept: 'text/csv' } });
  saveBlob(await response.blob(), `catalogue-${new Date().toISOString().slice(0, 10)}.csv`);
}
