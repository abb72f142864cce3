import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import { leavesScreen } from './unsaved-changes';

const at = (pathname: string, search = ''): Location => ({ pathname, search, hash: '', state: null, key: 'k' });

describe('leavesScreen', () => {
  it('is a move to another path', () => {
    expect(leavesScreen({ currentLocation: at('/promocode'), nextLocation: at('/tax') })).toBe(true);
  });

  it('is not a change of the query alone (table filters, sort, page in the URL)', () => {
    expect(leavesScreen({ currentLocation: at('/promocode'), nextLocation: at('/promocode', '?page=2') })).toBe(false);
  });
});
