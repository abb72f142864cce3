import { describe, expect, it } from 'vitest';
import type { OrderPresence } from '../../../../contract/orders/order-presence';
import { applyPresenceChange, processedByOther } from './presence-list';

const aditi: OrderPresence = { orderId: 7, userId: 1, userName: 'Aditi Rao', since: '2026-11-28T10:00:00.000Z' };
const rohan: OrderPresence = { orderId: 7, userId: 2, userName: 'Rohan Mehta', since: '2026-11-28T10:00:05.000Z' };

describe('presence list', () => {
  it("adds, replaces and removes one user's entry for an order", () => {
    const added = applyPresenceChange([], aditi);
    expect(added).toEqual([aditi]);
    const moved = applyPresenceChange(added, { ...aditi, since: '2026-11-28T10:01:00.000Z' });
    expect(moved).toEqual([{ ...aditi, since: '2026-11-28T10:01:00.000Z' }]);
    expect(applyPresenceChange([aditi, rohan], { ...aditi, since: null })).toEqual([rohan]);
    expect(applyPresenceChange([aditi], { ...aditi, orderId: 8, since: null })).toEqual([aditi]);
  });

  it('names whoever opened the order first, never the viewer', () => {
    expect(processedByOther([rohan, aditi], 7, 3)).toBe('Aditi Rao');
    expect(processedByOther([rohan, aditi], 7, 1)).toBe('Rohan Mehta');
    expect(processedByOther([aditi], 7, 1)).toBeNull();
    expect(processedByOther([aditi], 8, 3)).toBeNull();
    expect(processedByOther(undefined, 7, 3)).toBeNull();
  });
});
