/** Opens the live stream (`GET /order-details/live`, server-sent events) through the api client: Bearer header, 401 → refresh or re-login. */
import { API } from '../../contract/platform/api-paths';
import { api } from './api';

/** Resolves with the response whose body is the event stream. */
export const openLiveStream = (signal: AbortSignal) => api.blob(API.orderLive, { signal, headers: { Accept: 'text/event-stream' } });
