import {
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SET_PASSWORD_PATH,
} from '@campaign/shared';
import { escapeHtml } from '@campaign/shared';
import { renderAuthDocument, retryAlert } from './login-page';

/**
 * The page a one-time link opens (routes/set-password.ts): a form for the new password, or why
 * the link cannot be used. Rendered on the server like the sign-in page, same look, no script.
 */

export const LINK_UNUSABLE = 'This link has expired or was already used.';
export const PASSWORDS_DIFFER = 'The two passwords differ.';

export type SetPasswordPageState =
  /** The token goes back in a hidden field, so the form's own URL carries no secret. */
  | { kind: 'form'; token: string; email: string; error?: string }
  /** Unknown, used, expired, replaced, or its account disabled or deleted: one answer for all. */
  | { kind: 'unusable' }
  | { kind: 'locked'; retryAt: Date; now: Date };

const TITLES: Record<SetPasswordPageState['kind'], string> = {
  form: 'Set your password',
  unusable: 'Link no longer valid',
  locked: 'Too many attempts',
};

/** Every password-hashing slot was taken (auth/hashing-slots.ts): the form comes back with this. */
export const HASHING_BUSY =
  'Too many people are signing in right now. Your password was not changed; please try again in a moment.';

function body(state: SetPasswordPageState): string {
  const toSignIn = `<p class="links"><a href="${LOGIN_PATH}">Go to sign in</a></p>`;
  if (state.kind === 'unusable') {
    return `<h1 id="title">${TITLES.unusable}</h1>
      <div class="alert" role="alert">
        <p>${LINK_UNUSABLE}</p>
        <p>Ask for a new link below, or ask an admin of the site.</p>
      </div>
      <p class="links"><a href="${FORGOT_PASSWORD_PATH}">Email me a new link</a></p>
      ${toSignIn}`;
  }
  if (state.kind === 'locked') {
    return `<h1 id="title">${TITLES.locked}</h1>
      ${retryAlert('Too many attempts to set a password from your network.', state.retryAt, state.now)}`;
  }
  const error = state.error
    ? `<div class="alert" role="alert" id="password-error"><p>${escapeHtml(state.error)}</p></div>`
    : '';
  const describedBy = state.error
    ? ' aria-describedby="password-hint password-error"'
    : ' aria-describedby="password-hint"';
  const invalid = state.error ? ' aria-invalid="true"' : '';
  return `<h1 id="title">${TITLES.form}</h1>
      <p class="lead">For the account <strong>${escapeHtml(state.email)}</strong>. Once it is set, you sign in with it.</p>
      ${error}
      <form method="post" action="${SET_PASSWORD_PATH}">
        <input type="hidden" name="token" value="${escapeHtml(state.token)}">
        <input type="email" name="username" autocomplete="username" value="${escapeHtml(state.email)}" readonly hidden>
        <div class="field">
          <label for="password">New password</label>
          <p class="hint" id="password-hint">${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A few unrelated words make a strong one.</p>
          <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" maxlength="${PASSWORD_MAX}"${describedBy}${invalid}>
        </div>
        <div class="field">
          <label for="confirm">Repeat the new password</label>
          <input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" maxlength="${PASSWORD_MAX}"${invalid}>
        </div>
        <button type="submit">Set password</button>
      </form>`;
}

export function renderSetPasswordPage(siteName: string, state: SetPasswordPageState): string {
  return renderAuthDocument(siteName, TITLES[state.kind], body(state));
}
