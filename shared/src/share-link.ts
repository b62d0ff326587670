import { PUBLIC_ROUTES } from './routes';

/**
 * A pledger's share code: short, URL-safe and random (never derived from the email). Kept here,
 * without zod, because visitor pages check the code they show (schemas/attribution.ts, which
 * drops a malformed `ref`, reads the same pattern).
 */
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9_-]{6,24}$/;

export const isShareCode = (value: unknown): value is string =>
  typeof value === 'string' && SHARE_CODE_PATTERN.test(value);

/**
 * The parameter of a pledger's personal link: the pledge page with their code, so whoever
 * follows it lands on the form, which carries the code with the pledge.
 */
export const SHARE_LINK_PARAM = 'ref';

/** A pledger's personal link, on the site's public address. */
export const shareLinkOf = (publicUrl: string, shareCode: string): string =>
  `${publicUrl}${PUBLIC_ROUTES.pledge}?${SHARE_LINK_PARAM}=${encodeURIComponent(shareCode)}`;

/**
 * Where the pledge form posted without JavaScript sends the pledger (`/pledge?pledged=1&share=…`):
 * their code, so the success page shows their link. The server's shared render of that page is
 * made once with SHARE_CODE_PLACEHOLDER and each visit's own code written in
 * (api/src/web/page-key.ts), so no pledger's link is ever served to another.
 */
export const SHARE_CODE_SUCCESS_PARAM = 'share';
/** A valid code no pledge is given in practice (codes have 12 characters). */
export const SHARE_CODE_PLACEHOLDER = 'sharecode-placeholder-7d';

/**
 * The private page a pledger's welcome email links to: how many people their link brought, and
 * their choice about the leaderboard. A server page (no script), reached only with its token.
 */
export const REFERRALS_PAGE_PATH = '/api/pledge/referrals';

/** The words a shared pledge carries out of the box, beside the pledger's link. */
export const defaultShareText = (siteName: string) =>
  `I've taken the ${siteName} pledge: no added nitrates or nitrites for the 30 days of November. Join me!`;

/** The organiser's share text (site settings), or the built-in one while theirs is empty. */
export const shareTextOf = (settings: { shareText: string }, siteName: string) =>
  settings.shareText.trim() === '' ? defaultShareText(siteName) : settings.shareText;
