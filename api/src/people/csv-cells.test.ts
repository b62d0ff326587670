import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './csv-cells';

describe('neutraliseFormula', () => {
  it('prefixes every cell a spreadsheet would evaluate with an apostrophe', () => {
    for (const cell of [
      '=1+1',
      '=HYPERLINK("https://evil.example","x")',
      '+31 6 1234',
      '-2+3',
      '@SUM(A1:A2)',
      '\tcmd',
      '\r=1',
      '\uFF1D1+1',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20SUM(A1)',
    ]) {
      expect(neutraliseFormula(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves every other cell exactly as it is', () => {
    for (const cell of [
      '',
      'Ada Lovelace',
      'ada@example.org',
      ' =not first',
      "'already quoted",
      'a=b',
      'Zoë, "the" first\nline',
      '2026-11-23T10:00:00.000Z',
      '\n=1',
    ]) {
      expect(neutraliseFormula(cell), JSON.stringify(cell)).toBe(cell);
    }
  });
});
