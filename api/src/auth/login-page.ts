import { createHash } from 'node:crypto';
import {
  escapeHtml,
  FORGOT_PASSWORD_PATH,
  LOGIN_CODE_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
} from '@campaign/shared';
import { customPropertiesUsedBy, designTokensCss } from '@campaign/shared/design-tokens';

/**
 * The sign-in page, rendered on the server so it works without JavaScript. No inline script or
 * style: the stylesheet is served at /api/login.css, so a strict Content-Security-Policy holds.
 */

export const LOGIN_CSS_PATH = `${LOGIN_PATH}.css`;
/** The site's theme script (shell/public/theme-init.js): applies the visitor's stored theme. */
export const THEME_INIT_PATH = '/theme-init.js';
export const INVALID_CREDENTIALS = 'Invalid email or password.';
/** In production the session cookie is Secure: a browser keeps it only from an HTTPS page. */
export const HTTPS_REQUIRED =
  'Signing in needs a secure connection. Open this site at its https:// address.';
/** `?notice=` value of the sign-in page after a password was set from a link. */
export const PASSWORD_SET_NOTICE = 'password-set';
export const PASSWORD_SET = 'Your password is set. Sign in with it.';
export const WRONG_SIGN_IN_CODE = 'That code is not right. Check your app and try again.';
/** The second step was left too long, or too many wrong codes were tried in it. */
export const SIGN_IN_CODE_EXPIRED = 'Please sign in again: that sign-in has expired.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Please sign in again.';

export type LoginPageState =
  /** `notice`: a confirmation shown above the form (a password just set). */
  | { kind: 'form'; error?: string | undefined; email?: string; notice?: string | undefined }
  | { kind: 'locked'; retryAt: Date; now: Date }
  /** Every password-hashing slot was taken (auth/hashing-slots.ts). */
  | { kind: 'busy' }
  /** A sign-out that did not come from this site: asks for a click (routes/auth.ts). */
  | { kind: 'sign-out' }
  /** The password was right; the account's second factor is asked for (routes/auth.ts). */
  | { kind: 'code'; error?: string };

const TITLES: Record<LoginPageState['kind'], string> = {
  form: 'Sign in',
  locked: 'Too many attempts',
  busy: 'Please try again',
  'sign-out': 'Sign out',
  code: 'Enter your code',
};

export interface LoginPageOptions {
  siteName: string;
  /** A safe same-origin path (see return-to.ts). */
  returnTo: string;
  state: LoginPageState;
}

export function formatRetry(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  const time = retryAt.toISOString().slice(11, 16);
  return `Please try again after ${time} UTC (in about ${minutes} minute${minutes === 1 ? '' : 's'}).`;
}

/** The alert of a page refused by a throttle: why, and when to try again. */
export function retryAlert(reason: string, retryAt: Date, now: Date): string {
  return `<div class="alert" role="alert">
        <p>${reason}</p>
        <p><time datetime="${retryAt.toISOString()}">${escapeHtml(formatRetry(retryAt, now))}</time></p>
      </div>`;
}

/** Seconds until `retryAt`, at least 1: the Retry-After of a throttled answer. */
export function retryAfterSeconds(retryAt: Date, now: Date): string {
  return String(Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)));
}

function body({ returnTo, state }: LoginPageOptions): string {
  if (state.kind === 'sign-out') {
    return `<h1 id="title">Sign out</h1>
      <p class="lead">Do you want to sign out of the site's console?</p>
      <form method="post" action="${LOGOUT_PATH}">
        <button type="submit">Sign out</button>
      </form>`;
  }
  if (state.kind === 'code') {
    const error = state.error
      ? `<div class="alert" role="alert" id="code-error"><p>${escapeHtml(state.error)}</p></div>`
      : '';
    const invalid = state.error
      ? ' aria-invalid="true" aria-describedby="code-error code-hint"'
      : ' aria-describedby="code-hint"';
    return `<h1 id="title">Enter your code</h1>
      <p class="lead">Your account signs in with a second step.</p>
      ${error}
      <form method="post" action="${LOGIN_CODE_PATH}">
        <div class="field">
          <label for="code">Code from your authenticator app</label>
          <p class="hint" id="code-hint">Or one of your recovery codes, if you do not have your phone.</p>
          <input id="code" name="code" type="text" inputmode="text" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" required maxlength="32" autofocus${invalid}>
        </div>
        <button type="submit">Continue</button>
      </form>
      <p class="links"><a href="${escapeHtml(`${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`)}">Start again</a></p>`;
  }
  if (state.kind === 'busy') {
    return `<h1 id="title">Please try again</h1>
      <div class="alert" role="alert">
        <p>Too many people are signing in right now. Please try again in a moment.</p>
      </div>
      <p class="links"><a href="${escapeHtml(`${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`)}">Back to sign in</a></p>`;
  }
  if (state.kind === 'locked') {
    return `<h1 id="title">Too many attempts</h1>
      ${retryAlert('Too many failed sign-in attempts.', state.retryAt, state.now)}
      <p class="links"><a href="${escapeHtml(`${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`)}">Back to sign in</a></p>`;
  }
  const error = state.error
    ? `<div class="alert" role="alert" id="login-error"><p>${escapeHtml(state.error)}</p></div>`
    : '';
  const notice = state.notice
    ? `<div class="notice" role="status"><p>${escapeHtml(state.notice)}</p></div>`
    : '';
  const describedBy = state.error ? ' aria-describedby="login-error"' : '';
  const invalid = state.error ? ' aria-invalid="true"' : '';
  return `<h1 id="title">Sign in</h1>
      <p class="lead">Sign in to manage the site's content.</p>
      ${notice}${error}
      <form method="post" action="${LOGIN_PATH}">
        <input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
        <div class="field">
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required maxlength="254"${describedBy}${invalid} value="${escapeHtml(state.email ?? '')}">
        </div>
        <div class="field">
          <label for="password">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${describedBy}${invalid}>
        </div>
        <button type="submit">Sign in</button>
      </form>
      <p class="links"><a href="${FORGOT_PASSWORD_PATH}">Forgot your password?</a></p>`;
}

export function renderLoginPage(options: LoginPageOptions): string {
  return renderAuthDocument(options.siteName, TITLES[options.state.kind], body(options));
}

/**
 * The document around every server-rendered account page (sign-in, sign-out, setting a
 * password): one look, one stylesheet, and only the site's theme script (no inline script).
 * `main` is trusted HTML; the rest is escaped.
 */
export function renderAuthDocument(siteName: string, title: string, main: string): string {
  const site = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)} | ${site}</title>
    <link rel="icon" href="/favicon.ico" sizes="32x32">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="${LOGIN_CSS_PATH}?v=${LOGIN_CSS_HASH}">
    <script src="${THEME_INIT_PATH}"></script>
  </head>
  <body>
    <header class="site"><a class="brand" href="/">${site}</a></header>
    <main class="card" aria-labelledby="title">
      ${main}
    </main>
    <footer><p class="links"><a href="/">Back to the website</a></p></footer>
  </body>
</html>
`;
}

/** The rules of the sign-in pages, in the design tokens' custom properties. */
const LOGIN_RULES = `*, *::before, *::after { box-sizing: border-box; }
body {
  margin: 0;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 1.5rem 1rem 3rem;
  font-family: var(--font-sans);
  line-height: 1.6;
  background: var(--color-surface);
  color: var(--color-text);
}
a { color: var(--color-primary-strong); }
:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.site { width: 100%; max-width: 26rem; margin-bottom: 1.5rem; }
.brand {
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  color: var(--color-text);
}
.brand::before {
  content: '';
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  background: var(--color-deep);
  box-shadow: inset 0 0 0 0.45rem var(--color-deep), inset 0 0 0 1rem var(--color-primary);
}
.card {
  width: 100%;
  max-width: 26rem;
  padding: 2rem;
  background: var(--color-card);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow-md);
}
h1 { margin: 0 0 0.5rem; font-size: 1.75rem; line-height: 1.2; }
.lead { margin: 0 0 1.5rem; color: var(--color-text-muted); }
.alert {
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--color-danger-text);
  border-radius: calc(var(--radius) / 1.5);
  background: var(--color-danger-soft);
  color: var(--color-danger-text);
}
.alert p, .notice p { margin: 0; }
.alert p + p, .notice p + p { margin-top: 0.5rem; }
.notice {
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--color-primary);
  border-radius: calc(var(--radius) / 1.5);
  background: var(--color-surface);
  color: var(--color-text);
}
.hint { margin: -0.125rem 0 0; font-size: 0.875rem; color: var(--color-text-muted); }
.field { display: flex; flex-direction: column; gap: 0.375rem; margin-bottom: 1rem; }
label { font-weight: 600; }
input {
  font: inherit;
  padding: 0.625rem 0.75rem;
  border: 1px solid var(--color-input-border);
  border-radius: calc(var(--radius) / 1.5);
  background: var(--color-bg);
  color: var(--color-text);
}
input:focus-visible { border-color: var(--color-focus); outline-offset: 1px; }
button {
  width: 100%;
  margin-top: 0.5rem;
  padding: 0.75rem 1rem;
  font: inherit;
  font-weight: 600;
  border: 0;
  border-radius: calc(var(--radius) / 1.5);
  background: var(--color-primary);
  color: var(--color-primary-contrast);
  cursor: pointer;
}
button:hover { background: var(--color-primary-strong); }
.links { margin: 1.25rem 0 0; text-align: center; }
`;

/**
 * The page's styles: the design tokens it uses (shared/src/design-tokens.ts), light and dark,
 * then its rules. The theme is the one
 * the visitor chose on the site: /theme-init.js (the site's own, a file, so the
 * Content-Security-Policy holds) reads the stored choice and sets the class `dark` on <html>
 * before the first paint, exactly as on every visitor page; without scripts, light.
 */
export const LOGIN_CSS = designTokensCss(customPropertiesUsedBy(LOGIN_RULES)) + LOGIN_RULES;

export const LOGIN_CSS_HASH = createHash('sha256')
  .update(LOGIN_CSS)
  .digest('base64url')
  .slice(0, 12);
