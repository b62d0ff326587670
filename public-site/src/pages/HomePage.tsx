import { HOMEPAGE_DEFAULTS, PUBLIC_ROUTES, showsSection } from '@campaign/shared';
import { hydrateLater } from '@campaign/shared/hydrate-later';
import { useSiteInfo } from '@campaign/shared/react';
import { PageMeta } from '../ui/PageMeta';
import { StructuredData } from '../ui/StructuredData';
import { HomeHero } from '../features/home/components/HomeHero';
import { NitrateProblem } from '../features/home/components/NitrateProblem';
import { usePageContent, usePledgeCountTexts } from '../features/page-content/api/get-page-content';
import { Loading } from '../ui/Loading';

// Below the first screen: hydrated, and its code fetched, when it comes onto the screen.
const HomeBelowFold = hydrateLater('home-below-fold', () =>
  import('./HomeBelowFold').then((module) => module.HomeBelowFold),
);

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
      <HomeBelowFold content={content} pledgeCount={pledgeCount} />
    </>
  );
}
