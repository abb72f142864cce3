import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from '../../../contract/media/media';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('shows bytes, kilobytes and megabytes, counting 1,024 to the next unit', () => {
    expect(formatBytes(950)).toBe('950 B');
    expect(formatBytes(122_880)).toBe('120 KB');
    expect(formatBytes(MEDIA_LIMITS.maxUploadBytes)).toBe('2.0 MB');
  });
});
