import { blogPostPath, PUBLIC_ROUTES, REFERRALS_PAGE_PATH, shareLinkOf } from '@campaign/shared';
import { renderEmail } from '../layout';
import { z } from 'zod';
import { unsubscribeHeaders, unsubscribeUrl } from '../../newsletter/subscribers';
import { greetingName } from '../greeting-name';
import type { OutgoingEmail, TemplatedEmail } from '../outbox';
import { siteParts, linkList, siteUrl, type EmailSite } from './blocks';

/** Seeded articles the welcome email points to: the recipes and swaps, and reading labels. */
export const WELCOME_ARTICLES = {
  swaps: 'practical-swaps-and-cooking-tips',
  labels: 'reading-labels-e249-e252-uncured-celery',
} as const;

/**
 * What a queued welcome email keeps of its pledge (outbox-bodies.ts): the name it greets, and
 * the pledger's share code and private referrals page token (optional: rows queued before
 * referrals have neither, and an older release sends these without the two links).
 */
export const welcomeParamsSchema = z.object({
  name: z.string(),
  shareCode: z.string().optional(),
  referralPageToken: z.string().optional(),
  /**
   * The pledge's one-click unsubscribe token (docs/decisions/046-mailing-audience.md); absent
   * from rows queued before pledgers could unsubscribe, which are sent without the link.
   */
  unsubscribeToken: z.string().optional(),
});
type WelcomeParams = z.infer<typeof welcomeParamsSchema>;

const welcomeSubject = (site: Pick<EmailSite, 'siteName'>) =>
  `Welcome to ${site.siteName}: your first steps`;

/**
 * The welcome email as a pledge queues it (routes/pledges.ts): the name it greets, rendered by
 * `pledgeWelcomeEmail` when it is sent or shown. Every pledge writes one, so it stores no body.
 */
export const queuedPledgeWelcome = (
  site: Pick<EmailSite, 'siteName' | 'publicUrl'>,
  pledge: {
    name: string;
    email: string;
    shareCode: string;
    referralPageToken: string;
    unsubscribeToken: string;
  },
): TemplatedEmail => ({
  kind: 'pledge-welcome',
  to: pledge.email,
  subject: welcomeSubject(site),
  templateParams: {
    name: pledge.name,
    shareCode: pledge.shareCode,
    referralPageToken: pledge.referralPageToken,
    unsubscribeToken: pledge.unsubscribeToken,
  } satisfies WelcomeParams,
  // A mail client's own "Unsubscribe", one POST (RFC 8058), as on every newsletter.
  headers: unsubscribeHeaders(unsubscribeUrl(site.publicUrl, pledge.unsubscribeToken)),
});

/** The private page's link: the token is its only credential. */
export const referralsPageUrl = (site: EmailSite, token: string) =>
  siteUrl(site, `${REFERRALS_PAGE_PATH}?token=${encodeURIComponent(token)}`);

/**
 * The welcome email, once per pledger (routes/pledges.ts): thanks, then the resources, recipes
 * and tips the pledge's success page promises ("Check your email for resources, recipes and tips
 * to get started"), and the pledge page to share.
 */
export function pledgeWelcomeEmail(
  site: EmailSite,
  pledge: { email: string } & WelcomeParams,
): OutgoingEmail {
  const link = (path: string) => siteUrl(site, path);
  // The address is not confirmed: the name is repeated only if it cannot read as a link.
  const name = greetingName(pledge.name);
  const inviteLink = pledge.shareCode
    ? shareLinkOf(site.publicUrl, pledge.shareCode)
    : link(PUBLIC_ROUTES.pledge);
  const { html, text } = renderEmail({
    ...siteParts(site),
    heading: name ? `Welcome to the movement, ${name}!` : 'Welcome to the movement!',
    preview: 'Your first steps: tips, recipes and the research, all in one place.',
    blocks: [
      {
        paragraph:
          'Thank you for taking the pledge to avoid processed food with added nitrates and ' +
          `nitrites this November. You are now part of ${site.siteName}.`,
      },
      { paragraph: 'Here is what will help you get started:' },
      linkList([
        {
          label: 'Tips & tricks',
          href: link(PUBLIC_ROUTES.tips),
          description: 'simple ways to avoid added nitrates when you shop, cook and eat out.',
        },
        {
          label: 'Recipes and swaps',
          href: link(blogPostPath(WELCOME_ARTICLES.swaps)),
          description: 'fresh alternatives to bacon, ham and deli meat, and how to cook them.',
        },
        {
          label: 'Reading the label',
          href: link(blogPostPath(WELCOME_ARTICLES.labels)),
          description: 'E249 to E252, "uncured" claims and celery powder, explained.',
        },
        {
          label: 'Research & insights',
          href: link(PUBLIC_ROUTES.blog),
          description: 'plain-language articles on what the research says.',
        },
        {
          label: 'Our impact',
          href: link(PUBLIC_ROUTES.impact),
          description: 'how many people have pledged so far, year by year.',
        },
      ]),
      {
        paragraph:
          'Share your journey: November is easier together. Invite friends and family to ' +
          'take the pledge with you.',
      },
      { button: { label: 'Invite someone to pledge', href: inviteLink } },
      ...(pledge.shareCode
        ? [
            {
              paragraph: `Your personal link counts everyone who pledges through it: ${inviteLink}`,
            },
          ]
        : []),
      ...(pledge.referralPageToken
        ? [
            {
              paragraph:
                'See how many people you brought on your private page (keep this link to ' +
                'yourself):',
            },
            linkList([
              {
                label: 'People you brought',
                href: referralsPageUrl(site, pledge.referralPageToken),
                description: 'your count, and whether to appear on the leaderboard.',
              },
            ]),
          ]
        : []),
    ],
    reason: `You get this email because you took the pledge at ${new URL(site.publicUrl).host}.`,
    ...(pledge.unsubscribeToken
      ? { unsubscribeUrl: unsubscribeUrl(site.publicUrl, pledge.unsubscribeToken) }
      : {}),
  });
  return {
    kind: 'pledge-welcome',
    to: pledge.email,
    subject: welcomeSubject(site),
    html,
    text,
  };
}
