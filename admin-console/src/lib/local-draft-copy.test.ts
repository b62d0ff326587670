import { afterEach, describe, expect, it } from 'vitest';
import { localDraftKey, readLocalCopy, removeLocalCopy, writeLocalCopy } from './local-draft-copy';

const KEY = localDraftKey('user-1', 'blog', 'a-post');
const COPY = {
  baseline: { title: 'Saved title' },
  draft: { title: 'Edited title' },
  at: '2026-11-28T10:00:00.000Z',
};

afterEach(() => window.localStorage.clear());

describe('the local copy of unsaved edits', () => {
  it('is kept per account, editor and item, and read back as written', () => {
    writeLocalCopy(KEY, COPY);
    expect(readLocalCopy(KEY)).toEqual(COPY);
    expect(readLocalCopy(localDraftKey('user-2', 'blog', 'a-post'))).toBeNull();
    expect(readLocalCopy(localDraftKey('user-1', 'tips', 'a-post'))).toBeNull();
    removeLocalCopy(KEY);
    expect(readLocalCopy(KEY)).toBeNull();
  });

  it('ignores anything it did not write', () => {
    for (const stored of [
      'not json',
      'null',
      '[]',
      JSON.stringify({ ...COPY, draft: { title: 5 } }),
      JSON.stringify({ ...COPY, baseline: null }),
      JSON.stringify({ ...COPY, at: 'yesterday' }),
    ]) {
      window.localStorage.setItem(KEY, stored);
      expect(readLocalCopy(KEY), stored).toBeNull();
    }
  });

  it('lets the editor work on when storage refuses', () => {
    const full = Object.getPrototypeOf(window.localStorage) as Storage;
    const setItem = full.setItem;
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(() => writeLocalCopy(KEY, COPY)).not.toThrow();
    } finally {
      full.setItem = setItem;
    }
    expect(readLocalCopy(KEY)).toBeNull();
  });
});
