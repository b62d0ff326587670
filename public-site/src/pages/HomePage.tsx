import { HOMEPAGE_DEFAULTS, PUBLIC_ROUTES } from '@campaign/shared';
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
import { usePageContent } from '../features/page-content/api/get-page-content';
import { HomeImpactStats } from '../features/stats/components/HomeImpactStats';
import { Loading } from '../ui/Loading';

export default function HomePage() {
  const { content, isLoading } = usePageContent('homepage', HOMEPAGE_DEFAULTS);
  const site = useSiteInfo();
  if (isLoading) return <Loading />;
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
      <NitrateProblem content={content.nitrateProblem} />
      <HowItWorks content={content.howItWorks} />
      <ImpactSection>
        <HomeImpactStats />
      </ImpactSection>
      <Benefits content={content.benefits} />
      <ResearchHighlights content={content.researchHighlights} articles={<FeaturedPosts />} />
      <HomeCallToAction content={content.cta} />
    </>
  );
}
