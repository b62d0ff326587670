import { designTokensCss } from '@campaign/shared/design-tokens';

/** Where the visitor site's token stylesheet lives, from the repository root. */
export const TOKENS_STYLESHEET = 'shell/src/styles/tokens.css';

/** The stylesheet's full text: a header saying where it comes from, then the tokens. */
export const tokensStylesheet = () =>
  '/* Written by `pnpm design-tokens` from shared/src/design-tokens.ts: edit the tokens there.\n' +
  '   Remotes use these only through var(--…). */\n' +
  designTokensCss();
