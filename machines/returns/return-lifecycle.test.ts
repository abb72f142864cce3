import { describe, expect, it } from 'vitest';
import { RETURN_KINDS, RETURN_STATUSES } from '../../contract/orders/order-status';
import { RETURN_ACTION_REASONS } from '../../contract/returns/returns';
import { allowedReturnActions, applyReturnAction, unavailableReturnReason } from './return-lifecycle';

describe('return lifecycle', () => {
  it('offers approve, reject and cancel to a new request of either kind', () => {
    for (const kind of RETURN_KINDS) {
      expect(allowedReturnActions({ kind, status: 'requested' })).toEqual([
        'return.approve',
        'return.reject',
        'return.cancel',
      ]);
      expect(allowedReturnActions({ kind, status: 'approved' })).toEqual(['return.cancel', 'return.receive']);
    }
  });

  it('refunds a received return and replaces a received exchange, never the other way round', () => {
    expect(allowedReturnActions({ kind: 'return', status: 'received' })).toEqual(['return.refund']);
    expect(allowedReturnActions({ kind: 'exchange', status: 'received' })).toEqual(['return.replace']);
    expect(applyReturnAction({ kind: 'return', status: 'received' }, 'return.refund')).toBe('refunded');
    expect(applyReturnAction({ kind: 'exchange', status: 'received' }, 'return.replace')).toBe('replaced');
    expect(applyReturnAction({ kind: 'exchange', status: 'received' }, 'return.refund')).toBeNull();
    expect(unavailableReturnReason({ kind: 'exchange', status: 'received' }, 'return.refund')).toBe(
      RETURN_ACTION_REASONS.refundIsForReturns,
    );
    expect(unavailableReturnReason({ kind: 'return', status: 'received' }, 'return.replace')).toBe(
      RETURN_ACTION_REASONS.replaceIsForExchanges,
    );
  });

  it('walks a return from requested to refunded', () => {
    let status = applyReturnAction({ kind: 'return', status: 'requested' }, 'return.approve');
    expect(status).toBe('approved');
    status = applyReturnAction({ kind: 'return', status: status! }, 'return.receive');
    expect(status).toBe('received');
    expect(unavailableReturnReason({ kind: 'return', status: 'approved' }, 'return.refund')).toBe(
      'Refund is not possible for a request in approved.',
    );
    expect(applyReturnAction({ kind: 'return', status: status! }, 'return.refund')).toBe('refunded');
    expect(unavailableReturnReason({ kind: 'return', status: 'refunded' }, 'return.refund')).toBe(
      RETURN_ACTION_REASONS.alreadyRefunded,
    );
  });

  it('allows nothing once rejected, cancelled, refunded or replaced', () => {
    for (const kind of RETURN_KINDS) {
      for (const status of ['rejected', 'cancelled', 'refunded', 'replaced'] as const)
        expect(allowedReturnActions({ kind, status })).toEqual([]);
    }
  });

  it('cancels only before the goods are received', () => {
    for (const status of RETURN_STATUSES) {
      expect(Boolean(applyReturnAction({ kind: 'return', status }, 'return.cancel')), status).toBe(
        ['requested', 'approved'].includes(status),
      );
    }
  });
});
