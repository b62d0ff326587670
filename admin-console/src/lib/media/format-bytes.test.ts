import { describe, expect, it } from 'vitest';
import { formatBytes, formatDimensions } from './format-bytes';

describe('formatBytes', () => {
  it('says bytes, kilobytes or megabytes, as a file manager does', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(830)).toBe('830 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(43_000)).toBe('42 KB');
    expect(formatBytes(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatBytes(8 * 1024 * 1024)).toBe('8.0 MB');
    expect(formatBytes(12 * 1024 * 1024)).toBe('12 MB');
  });

  it('writes dimensions with a multiplication sign', () => {
    expect(formatDimensions({ width: 1200, height: 630 })).toBe('1200 × 630');
  });
});
