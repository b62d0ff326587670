import { describe, expect, it } from 'vitest';
import { sameContent } from './same-content';

describe('sameContent', () => {
  it('compares nested objects and lists by what they hold', () => {
    expect(sameContent({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameContent({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameContent([1, 2], [2, 1])).toBe(false);
    expect(sameContent([1], [1, 1])).toBe(false);
    expect(sameContent({ a: 1 }, [1])).toBe(false);
    expect(sameContent(null, {})).toBe(false);
  });

  it('counts a missing key and an undefined one as the same', () => {
    expect(sameContent({ a: 1, photo: undefined }, { a: 1 })).toBe(true);
    expect(sameContent({ a: 1, photo: '' }, { a: 1 })).toBe(false);
  });
});
