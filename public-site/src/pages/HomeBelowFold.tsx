import { showsSection, type HomepageContent, type PledgeContent } from '@campaign/shared';
import { FeaturedPosts } from '../features/blog/components/FeaturedPosts';
import { HomeImpactStats } from '../features/stats/components/HomeImpactStats';
import { Benefits } from '../features/home/components/Benefits';
import { HomeCallToAction } from '../features/home/components/HomeCallToAction';
import { HowItWorks } from '../features/home/components/HowItWorks';
import { ImpactSection } from '../features/home/components/ImpactSection';
import { ResearchHighlights } from '../features/home/components/ResearchHighlights';

/**
 * The home page's sections below the hero and the problem statement, in a chunk of their own:
 * the page hydrates them, and downloads their code, only when they come onto the screen
 * (HomePage.tsx, `hydrateLater`).
 */
export function HomeBelowFold({
  content,
  pledgeCount,
}: {
  content: HomepageContent;
  pledgeCount: PledgeContent['count'];
}) {
  const shows = (section: (typeof content.hiddenSections)[number]) =>
    showsSection<'homepage'>(content, section);
  return (
    <>
      {shows('howItWorks') && content.howItWorks.steps.length > 0 && (
        <HowItWorks content={content.howItWorks} />
      )}
      {shows('impactSoFar') && (
        <ImpactSection content={content.impactSoFar}>
          <HomeImpactStats labels={content.impactSoFar} countTexts={pledgeCount} />
        </ImpactSection>
      )}
      {shows('benefits') && content.benefits.items.length > 0 && (
        <Benefits content={content.benefits} />
      )}
      {shows('researchHighlights') && (
        <ResearchHighlights content={content.researchHighlights} articles={<FeaturedPosts />} />
      )}
      {shows('cta') && <HomeCallToAction content={content.cta} />}
    </>
  );
}
