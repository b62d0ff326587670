import { HOMEPAGE_DEFAULTS, PUBLIC_ROUTES, showsSection } from '@campaign/shared';
import { useSiteInfo } from '@campaign/shared/react';
import { PageMeta } from '../ui/PageMeta';
import { StructuredData } from '../ui/StructuredData';
import { FeaturedPosts } from '../features/blog/components/FeaturedPosts';
import { Benefits } from '../features/home/components/Benefits';
import { HomeCallToAction } from '../features/home/components/HomeCallToAction';
import { HomeHero } from '../features/home/components/HomeHero';
import { HowItWorks } from '../features/home/components/HowItWorks';
import { ImpactSection } from '../features/home/components/ImpactSection';
import { NitrateProblem } from '../features/home/components/NitrateProblem';
import { ResearchHighlights } from '../features/home/components/ResearchHighlights';
import { usePageContent, usePledgeCountTexts } from '../features/page-content/api/get-page-content';
import { HomeImpactStats } from '../features/stats/components/HomeImpactStats';
import { Loading } from '../ui/Loading';

export default function HomePage() {
  const { content, isLoading } = usePageContent('homepage', HOMEPAGE_DEFAULTS);
  // The goal's wording, shared with the pledge page, for the home page's goal bar.
  const pledgeCount = usePledgeCountTexts();
  const site = useSiteInfo();
  if (isLoading) return <Loading />;
  const shows = (section: (typeof content.hiddenSections)[number]) =>
    showsSection<'homepage'>(content, section);
  return (
    <>
      <PageMeta description={content.hero.subheadline} path={PUBLIC_ROUTES.home} />
      <StructuredData
        data={{
          '@graph': [
            { '@type': 'Organization', name: site.name, url: `${site.publicUrl}/` },
            {
              '@type': 'WebSite',
              name: site.name,
              url: `${site.publicUrl}/`,
              description: content.hero.subheadline,
            },
          ],
        }}
      />
      <HomeHero hero={content.hero} />
      {shows('nitrateProblem') && <NitrateProblem content={content.nitrateProblem} />}
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
