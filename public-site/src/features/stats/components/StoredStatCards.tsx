import { Share2, TrendingUp, Users } from 'lucide-react';
import type { SiteSettings, Stats } from '@campaign/shared';
import { figureRules } from '../../../lib/pledge-figures';
import { StatCard } from './StatCard';

/** What a page calls each figure; home and impact word them differently. */
export interface StoredStatLabels {
  pledges: string;
  growth: string;
  reach: string;
}

interface StoredStatCardsProps {
  stats: Stats | undefined;
  loading: boolean;
  labels: StoredStatLabels;
  settings: Pick<SiteSettings, 'displayThreshold' | 'pledgeGoal' | 'socialReach'>;
}

/**
 * The pledge figures as cards: pledges, growth (%) and social reach (+). The total and the
 * growth follow the display threshold, and the growth needs a previous period to compare with;
 * the reach is the organiser's own figure. No list of its own: the page's grid holds them
 * beside any figures of its own.
 */
export function StoredStatCards({ stats, loading, labels, settings }: StoredStatCardsProps) {
  // While loading every card holds its place; the rules apply to the figures once known.
  const shows = stats ? figureRules(stats, settings) : { total: true, growth: true };
  return (
    <>
      {shows.total && (
        <StatCard
          icon={Users}
          label={labels.pledges}
          value={stats?.totalPledges}
          loading={loading}
        />
      )}
      {shows.growth && (
        <StatCard
          icon={TrendingUp}
          label={labels.growth}
          value={stats?.growthRate}
          suffix="%"
          loading={loading}
        />
      )}
      <StatCard
        icon={Share2}
        label={labels.reach}
        value={settings.socialReach}
        suffix="+"
        loading={false}
      />
    </>
  );
}

/** How many of the three cards show, so the page's grid can lay them out. */
export function storedStatCount(
  stats: Stats | undefined,
  settings: StoredStatCardsProps['settings'],
) {
  if (!stats) return 3;
  const shows = figureRules(stats, settings);
  return 1 + Number(shows.total) + Number(shows.growth);
}
