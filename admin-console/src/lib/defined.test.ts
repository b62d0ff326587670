import { describe, expect, it } from 'vitest';
import { defined } from './defined';

describe('defined', () => {
  it('drops the keys whose value is undefined and keeps every other value', () => {
    const props = defined({ a: 1, b: undefined, c: null, d: '', e: false });
    expect(props).toEqual({ a: 1, c: null, d: '', e: false });
    expect(Object.keys(props)).not.toContain('b');
  });
});
