import { describe, expect, it } from 'vitest';
import { timeSlices } from './time-slices';

describe('timeSlices', () => {
  it('gives the event loop a turn once a slice is spent, and not before', async () => {
    let clock = 0;
    const pause = timeSlices(10, () => clock);
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    clock = 5;
    await pause();
    expect(turned).toBe(false);
    clock = 10;
    await pause();
    expect(turned).toBe(true);
  });
});
