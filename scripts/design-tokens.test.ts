import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKENS_STYLESHEET, tokensStylesheet } from './lib/tokens-stylesheet';

/**
 * The design tokens (shared/src/design-tokens.ts) are the only place a colour is written: the
 * visitor stylesheet, the console's antd theme, the emails and the server-rendered pages take
 * their values from there. These checks keep it that way.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

/** Where a hex colour may be written, and why. */
const ALLOWED = new Map<string, string>([
  ['shared/src/design-tokens.ts', 'the tokens themselves'],
  [TOKENS_STYLESHEET, 'written from the tokens (checked below)'],
  // Artwork, drawn once into image files: its colours are pictures, not the interface.
  ['scripts/article-illustrations.ts', 'draws the default articles’ illustrations'],
  ['scripts/social-card.ts', 'draws the default social card'],
  ['scripts/lib/preview-image.ts', 'draws link preview images'],
]);

/** Files that style or render something: code, stylesheets, documents. */
const STYLED = /\.(ts|tsx|js|mjs|cjs|css|html)$/;
/** Tests and benchmarks use colours as data (a sanitiser's input, an expected mapping). */
const NOT_PRODUCT = /(\.test\.|\.spec\.|(^|\/)(bench|test|tests)\/)/;
/** `#abc`, `#abcd`, `#aabbcc`, `#aabbccdd` after a character a colour value follows. */
const HEX_COLOUR = /(?<=[\s:'"`(,=])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;

const sourceFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => STYLED.test(file) && !NOT_PRODUCT.test(file) && !ALLOWED.has(file));

describe('design tokens', () => {
  it('are the only place a hex colour is written', () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        continue; // deleted in the working tree
      }
      for (const match of text.matchAll(HEX_COLOUR)) found.push(`${file}: ${match[0]}`);
    }
    expect(found, 'use a token from shared/src/design-tokens.ts instead').toEqual([]);
  });

  it(`are what ${TOKENS_STYLESHEET} holds (run \`pnpm design-tokens\` after changing them)`, () => {
    expect(readFileSync(path.join(ROOT, TOKENS_STYLESHEET), 'utf8')).toBe(tokensStylesheet());
  });

  it('the colour check finds a colour written by hand', () => {
    const css =
      ".x { color: #1877f2; background:#fff; border: 1px solid #AbCdEf80 }\n<a href='#main'>";
    expect(css.match(HEX_COLOUR)).toEqual(['#1877f2', '#fff', '#AbCdEf80']);
  });
});
