/** Pick lists over the API (contract/orders/pick-lists.ts): start one, read its job, download its PDF. */
import { PICK_LIST_API, type PickListJob } from '../../../../contract/orders/pick-lists';
import type { BulkTarget } from '../../../../machines/platform/bulk-job.machine';
import { saveBlob } from '../../../components/data-table/download';
import { api } from '../../../lib/api';

export const startPickList = ({ target, prices }: { target: BulkTarget; prices: boolean }) =>
  api.post<{ id: string }>(PICK_LIST_API.start, { ...target, prices });

export const readPickListJob = (jobId: string) => api.get<PickListJob>(PICK_LIST_API.job(jobId));

export async function downloadPickList(jobId: string): Promise<void> {
  const response = await api.blob(PICK_LIST_API.pdf(jobId), { headers: { Accept: 'application/pdf' } });
  saveBlob(await response.blob(), `pick-list-${jobId.slice(0, 8)}.pdf`);
}
