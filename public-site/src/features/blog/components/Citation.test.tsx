import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Citation } from './Citation';

const linksOf = (text: string) => {
  const { container } = render(<Citation text={text} />);
  return {
    text: container.textContent,
    links: Array.from(container.querySelectorAll('a'), (a) => a.getAttribute('href')),
  };
};

describe('Citation', () => {
  it('links every http(s) address, leaving the closing punctuation out of it', () => {
    const text =
      'WHO. Cancer: carcinogenicity of processed meat. 2015. https://www.who.int/news-room/q-a/item/cancer. See also (http://example.org/a_b?x=1), and https://publications.iarc.fr/564';
    const result = linksOf(text);
    expect(result.text).toBe(text);
    expect(result.links).toEqual([
      'https://www.who.int/news-room/q-a/item/cancer',
      'http://example.org/a_b?x=1',
      'https://publications.iarc.fr/564',
    ]);
  });

  it('leaves text without an address, or with another scheme, as text', () => {
    expect(linksOf('IARC Monograph Vol. 114 (2018).').links).toEqual([]);
    expect(linksOf('javascript:alert(1) ftp://example.org/x').links).toEqual([]);
  });
});
