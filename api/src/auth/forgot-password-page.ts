import {
  escapeHtml,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  PASSWORD_LINK_HOURS,
} from '@campaign/shared';
import { renderAuthDocument, retryAlert } from './login-page';

/**
 * The "Forgot your password?" page (routes/forgot-password.ts): the account's address, then one
 * answer whether or not an account uses it, so the page tells nobody which addresses have one.
 * Rendered on the server like the sign-in page, same look, no script.
 */

export type ForgotPasswordPageState =
  | { kind: 'form'; email?: string; error?: string }
  | { kind: 'sent'; email: string }
  | { kind: 'locked'; retryAt: Date; now: Date };

const TITLES: Record<ForgotPasswordPageState['kind'], string> = {
  form: 'Forgot your password?',
  sent: 'Check your email',
  locked: 'Too many requests',
};

const toSignIn = `<p class="links"><a href="${LOGIN_PATH}">Back to sign in</a></p>`;

function body(state: ForgotPasswordPageState): string {
  if (state.kind === 'sent') {
    return `<h1 id="title">${TITLES.sent}</h1>
      <div class="notice" role="status">
        <p>If an account uses <strong>${escapeHtml(state.email)}</strong>, a link to set a new password is on its way to it.</p>
        <p>The link works once, for ${PASSWORD_LINK_HOURS} hours. Your current password keeps working until you use it.</p>
      </div>
      <p class="lead">Nothing arrived after a few minutes? Look in the spam folder, check the address, or ask an admin of the site.</p>
      ${toSignIn}`;
  }
  if (state.kind === 'locked') {
    return `<h1 id="title">${TITLES.locked}</h1>
      ${retryAlert('Too many password links were asked for from your network.', state.retryAt, state.now)}
      ${toSignIn}`;
  }
  const error = state.error
    ? `<div class="alert" role="alert" id="email-error"><p>${escapeHtml(state.error)}</p></div>`
    : '';
  const invalid = state.error
    ? ' aria-invalid="true" aria-describedby="email-error" autofocus'
    : '';
  return `<h1 id="title">${TITLES.form}</h1>
      <p class="lead">Enter the address you sign in with. If it has an account, we email it a link to set a new password.</p>
      ${error}
      <form method="post" action="${FORGOT_PASSWORD_PATH}">
        <div class="field">
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required maxlength="254"${invalid} value="${escapeHtml(state.email ?? '')}">
        </div>
        <button type="submit">Email me a link</button>
      </form>
      ${toSignIn}`;
}

export function renderForgotPasswordPage(siteName: string, state: ForgotPasswordPageState): string {
  return renderAuthDocument(siteName, TITLES[state.kind], body(state));
}
