import { escapeHtml, REFERRALS_PAGE_PATH, type Referrals } from '@campaign/shared';
import { renderAuthDocument } from '../auth/login-page';

/** "1 person", "3 people": the count as the page says it. */
export const peopleCount = (brought: number) => `${brought} ${brought === 1 ? 'person' : 'people'}`;

export type ReferralsPageState =
  | { kind: 'referrals'; token: string; referrals: Referrals; shareLink: string; saved?: boolean }
  | { kind: 'unknown' };

const TITLES: Record<ReferralsPageState['kind'], string> = {
  referrals: 'People you brought',
  unknown: 'Link not valid',
};

function body(state: ReferralsPageState): string {
  const title = `<h1 id="title">${TITLES[state.kind]}</h1>`;
  if (state.kind === 'unknown') {
    return `${title}
      <div class="alert" role="alert">
        <p>This link is not valid. Use the link in your welcome email, exactly as it was sent.</p>
      </div>`;
  }
  const { referrals, token, shareLink } = state;
  const choice = referrals.onLeaderboard
    ? `<p>You appear on the leaderboard on the impact page, by your first name only.</p>
      <input type="hidden" name="leaderboard" value="off">
      <button type="submit">Leave the leaderboard</button>`
    : `<p>You may appear on the leaderboard on the impact page, by your first name only, with
      your count. Nothing else about you is shown.</p>
      <input type="hidden" name="leaderboard" value="on">
      <button type="submit">Show me on the leaderboard</button>`;
  return `${title}
      <p class="lead" data-testid="referral-count">You brought ${peopleCount(referrals.brought)}.</p>
      ${state.saved ? '<p role="status">Your choice is saved.</p>' : ''}
      <label for="share-link">Your personal link: everyone who pledges through it counts here</label>
      <input id="share-link" type="text" readonly value="${escapeHtml(shareLink)}">
      <form method="post" action="${REFERRALS_PAGE_PATH}">
        <input type="hidden" name="token" value="${escapeHtml(token)}">
        ${choice}
      </form>
      <p>Keep this page's address to yourself: it is your private link.</p>`;
}

/**
 * A pledger's private referrals page (routes/referrals.ts): how many people their link
 * brought, their link, and their leaderboard choice as one plain form post. Rendered on the
 * server in the sign-in page's look (noindex), with no script.
 */
export function renderReferralsPage(siteName: string, state: ReferralsPageState): string {
  return renderAuthDocument(siteName, TITLES[state.kind], body(state));
}
