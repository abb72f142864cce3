import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('takes the message of an error or of any object that has one', () => {
    expect(errorMessage(new Error('Order not found'))).toBe('Order not found');
    expect(errorMessage({ message: 'Stale version' })).toBe('Stale version');
    expect(errorMessage({ message: 42 })).toBe('42');
  });

  it('writes any other thrown value as text', () => {
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage(null)).toBe('null');
  });
});
