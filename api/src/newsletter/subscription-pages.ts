import {
  escapeHtml,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  PUBLIC_ROUTES,
} from '@campaign/shared';
import { renderAuthDocument } from '../auth/login-page';

/**
 * The pages a subscriber's emailed links open (routes/newsletter-links.ts). Rendered on the
 * server in the sign-in page's look, with no script: each shows one button, a plain form post,
 * so a mail scanner that fetches the link changes nothing. The token goes back in a hidden
 * field.
 */
export type SubscriptionPageState =
  | { kind: 'confirm'; token: string; email: string }
  | { kind: 'confirmed' }
  | { kind: 'confirm-unusable' }
  | { kind: 'unsubscribe'; token: string; email: string }
  | { kind: 'unsubscribed' }
  | { kind: 'unsubscribe-unusable' };

export const SUBSCRIPTION_PAGE_TITLES: Record<SubscriptionPageState['kind'], string> = {
  confirm: 'Confirm your subscription',
  confirmed: 'Subscription confirmed',
  'confirm-unusable': 'Link no longer valid',
  unsubscribe: 'Unsubscribe from our emails',
  unsubscribed: 'You are unsubscribed',
  'unsubscribe-unusable': 'Link not recognised',
};

/** Every page has "Back to the website" below its card; a confirmed reader may want to read on. */
const readOn = `<p class="links"><a href="${PUBLIC_ROUTES.blog}">Read the latest research</a></p>`;

const buttonForm = (action: string, token: string, label: string) => `
      <form method="post" action="${action}">
        <input type="hidden" name="token" value="${escapeHtml(token)}">
        <button type="submit">${label}</button>
      </form>`;

function body(state: SubscriptionPageState): string {
  const title = `<h1 id="title">${SUBSCRIPTION_PAGE_TITLES[state.kind]}</h1>`;
  switch (state.kind) {
    case 'confirm':
      return `${title}
      <p class="lead">Confirm that <strong>${escapeHtml(state.email)}</strong> should get the newsletter: research, tips and campaign news. You can unsubscribe from any newsletter in one click.</p>
      ${buttonForm(NEWSLETTER_CONFIRM_PATH, state.token, 'Confirm subscription')}`;
    case 'confirmed':
      return `${title}
      <p class="lead" role="status">Thank you: you will get our newsletter. Every issue has a link to unsubscribe.</p>
      ${readOn}`;
    case 'confirm-unusable':
      return `${title}
      <div class="alert" role="alert">
        <p>This confirmation link has expired, was already used, or was replaced by a newer one.</p>
        <p>Sign up again in the form at the bottom of any page to get a new link.</p>
      </div>`;
    case 'unsubscribe':
      return `${title}
      <p class="lead">Stop sending the newsletter and campaign emails to <strong>${escapeHtml(state.email)}</strong>. A pledge you took still counts.</p>
      ${buttonForm(NEWSLETTER_UNSUBSCRIBE_PATH, state.token, 'Unsubscribe')}`;
    case 'unsubscribed':
      return `${title}
      <p class="lead" role="status">You will get no more newsletters or campaign emails from us. Changed your mind? Sign up again at the bottom of any page.</p>`;
    case 'unsubscribe-unusable':
      return `${title}
      <div class="alert" role="alert">
        <p>This unsubscribe link is not one of ours, or its address has been removed from our list.</p>
      </div>`;
  }
}

export function renderSubscriptionPage(siteName: string, state: SubscriptionPageState): string {
  return renderAuthDocument(siteName, SUBSCRIPTION_PAGE_TITLES[state.kind], body(state));
}
