import { describe, expect, it } from 'vitest';
import { ORDER_ACTION_EVENTS } from '../../../contract/orders/order-processing';
import { ACTION_KEYS, shortcutOf } from './shortcuts';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  shortcutOf({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('order screen shortcuts', () => {
  it('gives every action its own key that no navigation key shadows', () => {
    const keys = ORDER_ACTION_EVENTS.map((a) => ACTION_KEYS[a]);
    expect(new Set(keys).size).toBe(keys.length);
    for (const action of ORDER_ACTION_EVENTS) expect(press(ACTION_KEYS[action])).toEqual({ kind: 'action', action });
  });

  it('moves with j/k and the arrows, opens with Enter, closes with Escape, helps with ?', () => {
    expect(press('j')).toEqual({ kind: 'next' });
    expect(press('ArrowDown')).toEqual({ kind: 'next' });
    expect(press('k')).toEqual({ kind: 'previous' });
    expect(press('Enter')).toEqual({ kind: 'open' });
    expect(press('Escape')).toEqual({ kind: 'close' });
    expect(press('?')).toEqual({ kind: 'help' });
    expect(press(' ')).toEqual({ kind: 'nextStep' });
  });

  it('leaves chords with Ctrl, Meta or Alt (copy, browser keys) alone', () => {
    expect(press('c', { ctrlKey: true })).toBeNull();
    expect(press('l', { metaKey: true })).toBeNull();
    expect(press('x', { altKey: true })).toBeNull();
    expect(press('q')).toBeNull();
  });
});
