import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StockPostInput, StockPostOutcome } from './stock-adjustment.machine';
import { stockAdjustmentMachine } from './stock-adjustment.machine';

const variant = { id: 7, version: 3, label: 'Cotton Kurta (KUR-00007)', stock: 4 };
const values = { mode: 'add' as const, quantity: 5, reason: 'received' as const, note: '' };
const result = { variantId: 7, stock: 9, version: 4, delta: 5, ledgerId: 1, lowStock: false };

describe('stock adjustment machine', () => {
  it('asks before it sends, and a retry after a failure resends the same Idempotency-Key', async () => {
    const keys: string[] = [];
    let fail = true;
    const actor = createActor(
      stockAdjustmentMachine.provide({
        actors: {
          postAdjustment: fromPromise<StockPostOutcome, StockPostInput>(async ({ input }) => {
            keys.push(input.idempotencyKey);
            if (fail) throw new Error('offline');
            return { ok: true, result };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'dialog.open', variant });
    actor.send({ type: 'form.submit', values, idempotencyKey: 'k-1' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(keys).toEqual([]);
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'dialog.retry' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(keys).toEqual(['k-1', 'k-1']);
  });

  it("goes back to the form with the server's field errors when the change is refused", async () => {
    const errors = [{ field: 'delta', message: 'Stock cannot go below zero: only 4 in stock.' }];
    const actor = createActor(
      stockAdjustmentMachine.provide({
        actors: { postAdjustment: fromPromise<StockPostOutcome, StockPostInput>(async () => ({ ok: false, errors })) },
      }),
    ).start();
    actor.send({ type: 'dialog.open', variant });
    actor.send({ type: 'form.submit', values: { ...values, mode: 'remove', quantity: 9 }, idempotencyKey: 'k-2' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual(errors);
  });
});
