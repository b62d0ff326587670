import { describe, expect, it } from 'vitest';
import { deepMerge, type DeepPartial } from './deep-merge';

interface Page {
  hero: { title: string; subtitle: string; count: number };
  items: { id: string; label: string }[];
  closing: string;
}

const defaults = (): Page => ({
  hero: { title: 'Default title', subtitle: 'Default subtitle', count: 3 },
  items: [
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
  ],
  closing: 'Default closing',
});

describe('deepMerge', () => {
  it('lets server values win and merges nested objects key by key', () => {
    const merged = deepMerge(defaults(), {
      hero: { title: 'Server title' },
      closing: 'Server closing',
    });
    expect(merged).toEqual({
      ...defaults(),
      hero: { title: 'Server title', subtitle: 'Default subtitle', count: 3 },
      closing: 'Server closing',
    });
  });

  it('keeps the default for undefined, null and blank strings', () => {
    const override = {
      hero: { title: '', subtitle: '   ', count: null },
      closing: undefined,
    } as unknown as DeepPartial<Page>;
    expect(deepMerge(defaults(), override)).toEqual(defaults());
    expect(deepMerge(defaults(), null)).toEqual(defaults());
    expect(deepMerge(defaults(), undefined)).toEqual(defaults());
  });

  it('keeps zero and false, which are real values', () => {
    expect(deepMerge(defaults(), { hero: { count: 0 } }).hero.count).toBe(0);
    expect(deepMerge({ on: true }, { on: false })).toEqual({ on: false });
  });

  it('takes an empty list as meant: every item removed', () => {
    expect(deepMerge(defaults(), { items: [] }).items).toEqual([]);
  });

  it('replaces a list with a non-empty one instead of merging items', () => {
    const merged = deepMerge(defaults(), { items: [{ id: 'z', label: 'Z' }] });
    expect(merged.items).toEqual([{ id: 'z', label: 'Z' }]);
  });

  it('never mutates its inputs', () => {
    const base = defaults();
    const override: DeepPartial<Page> = {
      hero: { title: 'New' },
      items: [{ id: 'z', label: 'Z' }],
    };
    const overrideCopy = structuredClone(override);
    deepMerge(base, override);
    expect(base).toEqual(defaults());
    expect(override).toEqual(overrideCopy);
  });

  it('returns objects that share nothing with the inputs', () => {
    const base = defaults();
    const override: DeepPartial<Page> = { items: [{ id: 'z', label: 'Z' }] };
    const merged = deepMerge(base, override);
    merged.hero.title = 'Edited';
    merged.items[0]!.label = 'Edited';
    expect(base.hero.title).toBe('Default title');
    expect(override.items![0]!.label).toBe('Z');
    expect(deepMerge(base, undefined).items).not.toBe(base.items);
  });

  it('keeps extra keys from the server', () => {
    const merged = deepMerge<Record<string, unknown>>({ a: 1 }, { b: 2, c: '' });
    expect(merged).toEqual({ a: 1, b: 2 });
  });

  it('ignores prototype-polluting keys from JSON', () => {
    const override = JSON.parse(
      '{"__proto__": {"polluted": true}, "hero": {"constructor": {"x": 1}}}',
    ) as DeepPartial<Page>;
    const merged = deepMerge(defaults(), override);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((merged as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.hasOwn(merged.hero, 'constructor')).toBe(false);
  });

  it('lets a server value of another type win (the page schema decides what is usable)', () => {
    const override = { hero: 'flat' } as unknown as DeepPartial<Page>;
    expect(deepMerge(defaults(), override).hero).toBe('flat');
  });
});
