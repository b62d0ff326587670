import { describe, expect, it } from 'vitest';
import { likePrefix } from './prefix-search';

describe('likePrefix', () => {
  it('matches the text from the first character on', () => {
    expect(likePrefix('ada')).toBe('ada%');
    expect(likePrefix('')).toBe('%');
  });

  it("escapes LIKE's wildcards and escape character so they match only themselves", () => {
    expect(likePrefix('100%')).toBe('100\\%%');
    expect(likePrefix('a_b')).toBe('a\\_b%');
    expect(likePrefix('c:\\x')).toBe('c:\\\\x%');
    expect(likePrefix('%_\\')).toBe('\\%\\_\\\\%');
  });
});
