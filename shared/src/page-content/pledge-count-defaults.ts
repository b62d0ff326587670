import type { PledgeContent } from './pledge-schema';

/**
 * The pledge page's count and goal wording. Its own module because the home and impact pages
 * show the goal in these words too, and should not carry the rest of the pledge page's texts.
 */
export const PLEDGE_COUNT_DEFAULTS: PledgeContent['count'] = {
  joinOthers: "Join {count} others who've already pledged",
  beFirst: 'Be one of the first to take the pledge this November.',
  goalProgress: '{percent}% of our goal of {goal} pledges',
  goalReached: 'Goal of {goal} pledges reached. Thank you!',
};
