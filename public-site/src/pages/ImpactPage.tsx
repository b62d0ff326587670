import { PUBLIC_ROUTES } from '@campaign/shared';
import { PageMeta } from '../ui/PageMeta';
import { errorMessage } from '@campaign/shared/client';
import { statsWithFallbacks } from '@campaign/shared';
import { StoryBanner } from '../features/impact/components/StoryBanner';
import { Testimonials } from '../features/impact/components/Testimonials';
import { STATS_ERROR, useStats } from '../features/stats/api/get-stats';
import { ImpactMetrics } from '../features/stats/components/ImpactMetrics';
import { PledgeGrowth } from '../features/stats/components/PledgeGrowth';
import { ErrorBanner } from '../ui/ErrorBanner';
import { PageHero } from '../ui/PageHero';
import page from '../ui/page.module.css';
import styles from './pages.module.css';

export default function ImpactPage() {
  const { data, isPending, isError, error } = useStats();
  const loading = isPending && !isError;
  // A failed call still shows the fallback figures, under the error banner.
  const stats = data ?? (isError ? statsWithFallbacks(null) : undefined);

  return (
    <>
      <PageMeta
        title="Our Impact"
        description={
          'Pledges taken, growth over the years and the reach of the campaign to avoid added nitrates in processed food.'
        }
        path={PUBLIC_ROUTES.impact}
      />
      <PageHero
        variant="impact"
        title="Our Impact"
        subtitle="See how our community is growing and making a difference, one pledge at a time."
      />
      <section className={page.section} aria-label="Impact figures">
        <div className={`container ${styles.stack}`}>
          {isError && <ErrorBanner message={errorMessage(error, STATS_ERROR)} />}
          <ImpactMetrics stats={stats} loading={loading} />
          <PledgeGrowth data={stats?.yearOverYearData ?? []} loading={loading} />
        </div>
      </section>
      <Testimonials />
      <StoryBanner />
    </>
  );
}
