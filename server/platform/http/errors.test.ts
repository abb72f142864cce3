import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';

describe('fieldErrors', () => {
  it('keeps only the first message per field and joins nested paths with dots', () => {
    expect(
      fieldErrors([
        { instancePath: '/username', message: 'Value is required' },
        { instancePath: '/username', message: 'The maximum length allowed is 254' },
        { instancePath: '/address/pincode', message: 'Invalid format' },
      ]),
    ).toEqual([
      { field: 'username', message: 'Value is required' },
      { field: 'address.pincode', message: 'Invalid format' },
    ]);
  });

  it('leaves out the field for a problem with the whole body', () => {
    expect(fieldErrors([{ instancePath: '/', message: 'Invalid format' }])).toEqual([{ message: 'Invalid format' }]);
  });
});
