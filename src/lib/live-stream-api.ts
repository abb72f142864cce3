/** Opens the live stream (`GET /order-details/live`, server-sent events) through the api client: Bearer header, 401 → refresh or re-login. */
import { ORDER_API } from '../../contract/orders/order-processing';
import { api } from './api';

/** Resolves with the response whose body is the event stream. */
export const openLiveStream = (signal: AbortSignal) =>
  api.blob(ORDER_API.live, { signal, headers: { Accept: 'text/event-stream' } });
