import { describe, expect, it } from 'vitest';
import { changedFields, describeChanges } from './activity-log';

describe('changedFields', () => {
  it('names only the fields whose values differ', () => {
    const before = { title: 'A', tags: ['x'], order: 1, content: '<p>a</p>' };
    const after = { title: 'A', tags: ['x', 'y'], order: 2, content: '<p>a</p>' };
    expect(changedFields(before, after)).toEqual(['tags', 'order']);
  });

  it('compares a stored date with the same instant sent as text', () => {
    const before = { publishedDate: new Date('2026-11-01T00:00:00.000Z') };
    expect(changedFields(before, { publishedDate: '2026-11-01T00:00:00.000Z' })).toEqual([]);
    expect(changedFields(before, { publishedDate: '2026-11-02T00:00:00.000Z' })).toEqual([
      'publishedDate',
    ]);
  });

  it('counts a field missing before as changed, but not an absent optional one', () => {
    expect(changedFields({}, { heroTitle: 'New' })).toEqual(['heroTitle']);
    expect(changedFields({ imageUrl: null }, { imageUrl: undefined })).toEqual([]);
  });
});

describe('describeChanges', () => {
  it('lists the changed fields or says nothing changed', () => {
    expect(describeChanges(['title', 'content'])).toBe('Changed title, content');
    expect(describeChanges([])).toBe('Saved without changes');
  });
});
