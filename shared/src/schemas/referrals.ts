import { z } from '../zod';

/**
 * A pledger's private referrals page as GET /api/referrals/:token answers it: their share code
 * (for their link), how many pledges came through it, and whether they appear on the
 * leaderboard.
 */
export const referralsSchema = z.object({
  shareCode: z.string(),
  brought: z.number().int().min(0),
  onLeaderboard: z.boolean(),
});
export type Referrals = z.infer<typeof referralsSchema>;

/**
 * The leaderboard choice as the private page's form posts it: its token, and `on` or `off`
 * (a plain form's values are text).
 */
export const leaderboardChoiceSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(100),
  leaderboard: z.enum(['on', 'off'], { error: 'Leaderboard must be on or off' }),
});
export type LeaderboardChoice = z.infer<typeof leaderboardChoiceSchema>;

/** One line of the /impact leaderboard: a first name and how many people it brought. */
export const leaderboardSchema = z.object({
  entries: z.array(z.object({ firstName: z.string(), brought: z.number().int().min(1) })),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
