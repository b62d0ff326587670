import { describe, expect, it } from 'vitest';
import { partnerInputSchema, partnerOrigin, partnerSnippet } from './partners';

describe('partnerOrigin', () => {
  it.each([
    ['https://grocers.example', 'https://grocers.example'],
    ['HTTPS://Grocers.Example/', 'https://grocers.example'],
    ['https://shop.grocers.example:8443', 'https://shop.grocers.example:8443'],
    ['https://grocers.example:443', 'https://grocers.example'],
    ['http://localhost:4000', 'http://localhost:4000'],
    ['http://127.0.0.1:4383', 'http://127.0.0.1:4383'],
  ])('accepts %s as %s', (input, origin) => {
    expect(partnerOrigin(input)).toBe(origin);
  });

  it.each([
    'http://grocers.example',
    'https://grocers.example/path',
    'https://grocers.example?x=1',
    'https://user@grocers.example',
    'https://*.grocers.example',
    'https://grocers',
    'https://10.0.0.1',
    'https://grocers.example:99999',
    "https://grocers.example 'unsafe-inline'",
    'javascript:alert(1)',
    'grocers.example',
    '',
  ])('refuses %s', (input) => {
    expect(partnerOrigin(input)).toBeNull();
  });
});

describe('partnerInputSchema', () => {
  const valid = { name: 'Green Grocers', code: 'green-grocers', origins: ['https://a.example'] };

  it('fills the style defaults and removes repeated origins', () => {
    expect(
      partnerInputSchema.parse({ ...valid, origins: ['https://a.example', 'https://A.example/'] }),
    ).toEqual({
      ...valid,
      consentLine: '',
      accent: 'primary',
      theme: 'auto',
      layout: 'full',
      enabled: true,
    });
  });

  it('names every bad field', () => {
    const result = partnerInputSchema.safeParse({
      name: '',
      code: '-bad-',
      origins: [],
      accent: '#ff0000',
      consentLine: 'two\nlines',
      extra: 1,
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'code', 'origins', 'accent', 'consentLine']),
    );
  });
});

describe('partnerSnippet', () => {
  it('is the script with a plain link for visitors without scripts', () => {
    expect(partnerSnippet('https://site.example', 'green-grocers', 'Take the pledge')).toBe(
      '<script src="https://site.example/embed.js" data-partner="green-grocers" async></script>\n' +
        '<noscript><a href="https://site.example/pledge?utm_source=green-grocers&amp;utm_medium=embed">Take the pledge</a></noscript>',
    );
  });
});
