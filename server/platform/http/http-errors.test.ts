import { describe, expect, it } from 'vitest';
import { HttpError, badRequest } from './http-errors';

describe('HttpError', () => {
  it('is an answer without a stack, and leaves the stack of every other error as it was', () => {
    const limit = Error.stackTraceLimit;
    const error = badRequest('Invalid format', 'pincode');
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.message, error.statusCode, error.errors]).toEqual([
      'HttpError',
      'Invalid format',
      400,
      [{ field: 'pincode', message: 'Invalid format' }],
    ]);
    expect(error.stack).toBe('HttpError: Invalid format');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });

  it('joins the messages of several errors', () => {
    expect(new HttpError(409, [{ message: 'a' }, { message: 'b' }], { 'retry-after': '1' }).message).toBe('a; b');
  });
});
