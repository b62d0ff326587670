import { ABOUT_DEFAULTS, PUBLIC_ROUTES } from '@campaign/shared';
import { PageMeta } from '../ui/PageMeta';
import { JoinBanner } from '../features/about/components/JoinBanner';
import { Mission } from '../features/about/components/Mission';
import { Team } from '../features/about/components/Team';
import { Timeline } from '../features/about/components/Timeline';
import { usePageContent } from '../features/page-content/api/get-page-content';
import { Loading } from '../ui/Loading';

export default function AboutPage() {
  const { content, isLoading } = usePageContent('about', ABOUT_DEFAULTS);
  if (isLoading) return <Loading />;
  return (
    <>
      <PageMeta
        title="About"
        description={
          'Why we campaign against added nitrates and nitrites in processed food, who we are and how the campaign grew.'
        }
        path={PUBLIC_ROUTES.about}
      />
      <Mission mission={content.mission} />
      <Timeline timeline={content.timeline} />
      <Team team={content.team} />
      <JoinBanner />
    </>
  );
}
