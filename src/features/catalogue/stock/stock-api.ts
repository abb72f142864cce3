/** MANAGE_STOCK's calls (contract/catalogue/stock.ts) and their TanStack Query keys: counts, adjustment, history, threshold. */
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../../contract/orders/order-processing';
import {
  STOCK_API,
  adjustmentOf,
  stockVariantResource,
  type StockCounts,
  type StockHistory,
  type StockMoveResult,
  type StockVariantRow,
} from '../../../../contract/catalogue/stock';
import type { StockPostInput, StockPostOutcome } from '../../../../machines/catalogue/stock-adjustment.machine';
import { resourceQueryKey } from '../../../components/data-table';
import { api, ApiError } from '../../../lib/api';
import { invalidateWrites } from '../../../lib/write-effects';

export const stockKeys = {
  counts: ['stock-counts'] as const,
  history: (variantId: number) => ['stock-history', variantId] as const,
  lists: resourceQueryKey(stockVariantResource),
};

export function useStockCounts() {
  return useQuery({
    queryKey: stockKeys.counts,
    queryFn: ({ signal }) => api.get<StockCounts>(STOCK_API.counts, { signal }),
  });
}

/** A variant's ledger, newest first, a page at a time. */
export function useStockHistory(variantId: number) {
  return useInfiniteQuery({
    queryKey: stockKeys.history(variantId),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<StockHistory>(`${STOCK_API.history(variantId)}${pageParam ? `?before=${pageParam}` : ''}`, { signal }),
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** 400 and 409 carry messages for the form (below zero, a stale set-to); anything else is a failure to retry. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

export async function postStockAdjustment({
  variant,
  values,
  idempotencyKey,
}: StockPostInput): Promise<StockPostOutcome> {
  try {
    const body = adjustmentOf(variant.id, variant.version, values);
    const result = await api.post<StockMoveResult>(STOCK_API.adjustments, body, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
    return { ok: true, result };
  } catch (error) {
    if (isRefusal(error))
      return { ok: false, errors: error.errors.length ? error.errors : [{ message: error.message }] };
    throw error;
  }
}

export const putThreshold = (variantId: number, lowStockThreshold: number, version: number) =>
  api.put<StockVariantRow>(STOCK_API.threshold(variantId), { lowStockThreshold, version });

/** After a change: what a stock write changes reads again (the table, the tabs' counts, histories, the product list). */
export async function refreshStock(client: QueryClient): Promise<void> {
  await invalidateWrites(client, [stockVariantResource.key]);
}
