import { describe, expect, it } from 'vitest';
import { toastToMakeRoomFor } from './ToastStackView';

const toasts = (...intents: ('success' | 'danger' | 'primary' | 'warning')[]) => intents.map((intent) => ({ intent }));

describe('toastToMakeRoomFor (newest first)', () => {
  it('closes nothing while there is room', () => {
    expect(toastToMakeRoomFor(toasts('success', 'danger'), 6)).toBeNull();
  });

  it('closes the oldest success, not the older error (a 409 stays through five more actions)', () => {
    // Newest first: five successes after one conflict, the stack full.
    expect(toastToMakeRoomFor(toasts('success', 'success', 'success', 'success', 'success', 'danger'), 6)).toBe(4);
    expect(toastToMakeRoomFor(toasts('primary', 'warning', 'success', 'danger'), 4)).toBe(2);
  });

  it('closes the oldest error only when errors are all there is', () => {
    expect(toastToMakeRoomFor(toasts('danger', 'warning', 'danger'), 3)).toBe(2);
  });
});
