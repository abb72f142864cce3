import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { resourceQueryKey, runWrite } from './write-effects';

/** A client holding, fresh, the reads of the product and stock screens and an unrelated one. */
function clientWithReads() {
  const queryClient = createQueryClient();
  const keys = {
    productList: [...resourceQueryKey({ key: 'product' }), 'search', { page: 1 }],
    productDetail: [...resourceQueryKey({ key: 'product' }), 'detail', 7],
    stockList: [...resourceQueryKey({ key: 'stockVariant' }), 'search', {}],
    stockCounts: ['stock-counts'],
    faqList: [...resourceQueryKey({ key: 'faq' }), 'search', {}],
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { total: 204 });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { queryClient, stale };
}

describe('a write invalidates what it changed', () => {
  it('makes every read of the written resource stale, with the reads declared as changed by it, and nothing else', async () => {
    const { queryClient, stale } = clientWithReads();
    await expect(runWrite(queryClient, ['product'], async () => ({ id: 205 }))).resolves.toEqual({ id: 205 });
    expect(stale()).toEqual(['productList', 'productDetail', 'stockList', 'stockCounts']);
  });

  it('marks only the written resource stale when nothing else is declared', async () => {
    const { queryClient, stale } = clientWithReads();
    await runWrite(queryClient, ['faq'], async () => null);
    expect(stale()).toEqual(['faqList']);
  });

  it('leaves every read fresh when the write fails, and rejects as the write did', async () => {
    const { queryClient, stale } = clientWithReads();
    await expect(runWrite(queryClient, ['product'], () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(stale()).toEqual([]);
  });
});
