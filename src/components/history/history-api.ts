/** A record's history (`GET /history/{entity}/{id}`, contract/platform/audit.ts): newest first, at most HISTORY_LIMIT entries. */
import { AUDIT_API, type HistoryEntry } from '../../../contract/platform/audit';
import { api } from '../../lib/api';

export const fetchRecordHistory = (entity: string, id: string | number, signal?: AbortSignal) =>
  api.get<HistoryEntry[]>(AUDIT_API.history(entity, id), { signal });
