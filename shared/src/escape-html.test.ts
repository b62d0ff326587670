import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes every character that could end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity shows as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text, accents and emoji as they are', () => {
    expect(escapeHtml('Café – 100% 🌱')).toBe('Café – 100% 🌱');
  });
});
