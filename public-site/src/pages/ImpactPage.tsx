import { IMPACT_DEFAULTS, PUBLIC_ROUTES, showsSection, type ImpactContent } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { useSiteSettings } from '@campaign/shared/react';
import { PageMeta } from '../ui/PageMeta';
import { useLeaderboard } from '../features/impact/api/get-leaderboard';
import { SharersLeaderboard } from '../features/impact/components/SharersLeaderboard';
import { StoryBanner } from '../features/impact/components/StoryBanner';
import { Testimonials } from '../features/impact/components/Testimonials';
import { usePageContent, usePledgeCountTexts } from '../features/page-content/api/get-page-content';
import { STATS_ERROR } from '../features/stats/api/get-stats';
import { usePageStats } from '../features/stats/api/use-page-stats';
import { CampaignGoal } from '../features/stats/components/CampaignGoal';
import { ImpactMetrics } from '../features/stats/components/ImpactMetrics';
import { PledgeGrowth } from '../features/stats/components/PledgeGrowth';
import { ErrorBanner } from '../ui/ErrorBanner';
import { Loading } from '../ui/Loading';
import { PageHero } from '../ui/PageHero';
import page from '../ui/page.module.css';
import styles from './pages.module.css';

type ImpactSection = ImpactContent['hiddenSections'][number];

export default function ImpactPage() {
  const { content, isLoading } = usePageContent('impact', IMPACT_DEFAULTS);
  // The goal's wording is the pledge page's, so the two pages say the same.
  const pledgeCount = usePledgeCountTexts();
  const settings = useSiteSettings();
  // A failed call still shows the fallback figures, under the error banner.
  const { stats, loading, error } = usePageStats();
  // Only while the organisers have it on; hidden too when no one who chose to appear brought
  // anyone, or when it cannot be read.
  const leaders = useLeaderboard(settings.referralLeaderboard).data?.entries ?? [];
  if (isLoading) return <Loading />;
  const shows = (section: ImpactSection) => showsSection<'impact'>(content, section);

  return (
    <>
      <PageMeta
        title="Our Impact"
        description={
          'Pledges taken, growth over the years and the reach of the campaign to avoid added nitrates in processed food.'
        }
        path={PUBLIC_ROUTES.impact}
      />
      <PageHero variant="impact" title={content.hero.title} subtitle={content.hero.subtitle} />
      <section className={page.section} aria-label="Impact figures">
        <div className={`container ${styles.stack}`}>
          {error && <ErrorBanner message={errorMessage(error, STATS_ERROR)} />}
          {shows('metrics') && (
            <ImpactMetrics
              stats={stats}
              loading={loading}
              labels={content.metrics}
              settings={settings}
            />
          )}
          {shows('goal') && (
            <CampaignGoal stats={stats} texts={pledgeCount} title={content.goal.title} />
          )}
          {shows('chart') && (
            <PledgeGrowth
              title={content.chart.title}
              data={stats?.yearOverYearData ?? []}
              days={settings.chartMode === 'daily' ? (stats?.dailyData ?? []) : undefined}
              loading={loading}
            />
          )}
        </div>
      </section>
      {settings.referralLeaderboard && shows('leaderboard') && leaders.length > 0 && (
        <SharersLeaderboard content={content.leaderboard} entries={leaders} />
      )}
      {shows('testimonials') && content.testimonials.items.length > 0 && (
        <Testimonials content={content.testimonials} />
      )}
      {shows('banner') && <StoryBanner content={content.banner} />}
    </>
  );
}
