/**
 * An order's own action reads it again once: the live stream's announcement of the same change (which can come
 * before the action's answer) is left to that reading, and only a newer change heard meanwhile is read once more.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../../../contract/orders/order-processing';
import { actionEnded, actionUnderWay, heardDuringAction, orderKeys, readOrderAfterAction } from './order-api';

const order = (version: number) => ({ id: 7, version }) as OrderDetail;

describe('reading an order after its action', () => {
  it('leaves the stream’s announcement of the action’s own change to the action’s reading', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    actionUnderWay(7);
    expect(heardDuringAction(7, 4)).toBe(true);
    const read = await readOrderAfterAction(client, 7, async () => order(4));
    expect(read.version).toBe(4);
    expect(client.getQueryData<OrderDetail>(orderKeys.detail(7))?.version).toBe(4);
    expect(invalidate).not.toHaveBeenCalled();
    // Once the reading is over, the stream reads the order again itself.
    expect(heardDuringAction(7, 5)).toBe(false);
  });

  it('reads once more when a newer change was announced than the reading found', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    actionUnderWay(7);
    const read = readOrderAfterAction(client, 7, async () => {
      heardDuringAction(7, 4);
      heardDuringAction(7, 6);
      return order(5);
    });
    await read;
    expect(invalidate).toHaveBeenCalledWith({ queryKey: orderKeys.detail(7) });
  });

  it('hands the announcements back to the stream when the action fails', () => {
    actionUnderWay(7);
    actionEnded(7);
    expect(heardDuringAction(7, 4)).toBe(false);
  });

  it('keeps a newer order shown than an older reading', async () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.detail(7), order(9));
    await readOrderAfterAction(client, 7, async () => order(8));
    expect(client.getQueryData<OrderDetail>(orderKeys.detail(7))?.version).toBe(9);
  });
});
