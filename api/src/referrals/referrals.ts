import type { Leaderboard, Referrals } from '@campaign/shared';
import { greetingName } from '../mail/greeting-name';
import type { Models } from '../models';
import { secretMatches, splitReferralPageToken } from './codes';

/** How many sharers the /impact leaderboard shows. */
export const LEADERBOARD_SIZE = 10;

/**
 * The pledge whose private referrals page `token` opens, or null. Found by the token's share
 * code through its unique index; opened only if the token's secret matches the stored digest
 * (the table keeps no secret). A token of another shape finds nothing without a query.
 */
async function pledgeOfToken({ Pledge }: Models, token: unknown) {
  const parts = splitReferralPageToken(token);
  if (!parts) return null;
  const pledge = await Pledge.query()
    .select('id', 'shareCode', 'onLeaderboard', 'referralPageTokenHash')
    .findOne({ shareCode: parts.shareCode });
  if (!pledge?.shareCode || !secretMatches(parts.secret, pledge.referralPageTokenHash)) return null;
  return { id: pledge.id, shareCode: pledge.shareCode, onLeaderboard: pledge.onLeaderboard };
}

/** How many pledges came with `shareCode`: counted through the referral code's index. */
async function broughtBy({ Pledge }: Models, shareCode: string): Promise<number> {
  const [row] = (await Pledge.query()
    .where({ referralCode: shareCode })
    .count({ n: '*' })) as unknown as { n: number | string }[];
  return Number(row?.n ?? 0);
}

/** What a pledger's private page shows, or null for a token that opens none. */
export async function referralsOfToken(models: Models, token: unknown): Promise<Referrals | null> {
  const pledge = await pledgeOfToken(models, token);
  if (!pledge) return null;
  return {
    shareCode: pledge.shareCode,
    brought: await broughtBy(models, pledge.shareCode),
    onLeaderboard: Boolean(pledge.onLeaderboard),
  };
}

/** Records the pledger's leaderboard choice; false for a token that opens no page. */
export async function chooseLeaderboard(
  models: Models,
  token: string,
  onLeaderboard: boolean,
): Promise<boolean> {
  const pledge = await pledgeOfToken(models, token);
  if (!pledge) return false;
  await models.Pledge.query().findById(pledge.id).patch({ onLeaderboard });
  return true;
}

/**
 * The pledgers who chose to appear, by first name, with how many people their link brought:
 * the most first, ties by who pledged first; nobody who brought no one. A first name that reads
 * as a link is left out (mail/greeting-name.ts), as the public page must not carry one.
 */
export async function leaderboard(models: Models): Promise<Leaderboard> {
  const rows = (await models.Pledge.knex()
    .select('sharer.name as name')
    .count({ brought: 'brought.id' })
    .from('pledges as sharer')
    .join('pledges as brought', 'brought.referral_code', 'sharer.share_code')
    .where('sharer.on_leaderboard', true)
    .groupBy('sharer.id', 'sharer.name')
    .orderBy([
      { column: 'brought', order: 'desc' },
      { column: 'sharer.id', order: 'asc' },
    ])
    .limit(LEADERBOARD_SIZE * 2)) as { name: string; brought: number | string }[];
  const entries = rows.flatMap(({ name, brought }) => {
    const firstName = greetingName(name.trim().split(/\s+/)[0] ?? '');
    return firstName ? [{ firstName, brought: Number(brought) }] : [];
  });
  return { entries: entries.slice(0, LEADERBOARD_SIZE) };
}
