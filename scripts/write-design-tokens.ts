/**
 * Writes the visitor site's token stylesheet (shell/src/styles/tokens.css) from the design
 * tokens (shared/src/design-tokens.ts). Run after changing a token: `pnpm design-tokens`.
 * A test fails while the file and the tokens disagree.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { TOKENS_STYLESHEET, tokensStylesheet } from './lib/tokens-stylesheet';

writeFileSync(path.resolve(import.meta.dirname, '..', TOKENS_STYLESHEET), tokensStylesheet());
console.log(`wrote ${TOKENS_STYLESHEET}`);
