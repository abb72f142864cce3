import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAgain } from './read-again';

/** A query on a count the test moves, whose reads are answered only when the test lets them go. */
function heldCount() {
  const queryClient = new QueryClient();
  let count = 1;
  const held: (() => void)[] = [];
  const read = () => {
    const answer = count;
    return new Promise<number>((resolve) => held.push(() => resolve(answer)));
  };
  // The screen reading it: an active query, which an invalidation reads again.
  new QueryObserver(queryClient, { queryKey: ['count'], queryFn: read }).subscribe(() => {});
  return {
    queryClient,
    bump: () => {
      count += 1;
    },
    /** Answers every read until none is in flight; the count the client then holds. */
    async settle() {
      for (let round = 0; round < 20; round += 1) {
        held.splice(0).forEach((answer) => answer());
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (held.length === 0 && queryClient.getQueryState(['count'])?.fetchStatus === 'idle') break;
      }
      return queryClient.getQueryData(['count']);
    },
  };
}

describe('readAgain', () => {
  it('reads again a query whose first read was answered before the change', async () => {
    // The first read is answered with 1; the count changes, and the page is told so before that answer arrives.
    const told = heldCount();
    told.bump();
    void readAgain(told.queryClient, ['count']);
    expect(await told.settle()).toBe(2);
    // What readAgain is for: invalidateQueries alone folds into the first read and keeps its stale answer.
    const invalidated = heldCount();
    invalidated.bump();
    void invalidated.queryClient.invalidateQueries({ queryKey: ['count'] });
    expect(await invalidated.settle()).toBe(1);
  });

  it('reads again a query that has data, as invalidateQueries does', async () => {
    const query = heldCount();
    expect(await query.settle()).toBe(1);
    query.bump();
    const again = readAgain(query.queryClient, ['count']);
    expect(await query.settle()).toBe(2);
    await again;
  });
});
