import { ABOUT_DEFAULTS, PUBLIC_ROUTES, showsSection } from '@campaign/shared';
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
      {showsSection<'about'>(content, 'mission') ? (
        <Mission mission={content.mission} />
      ) : (
        // The page keeps its one h1 for assistive technology when the mission is hidden.
        <h1 className="visually-hidden">{content.mission.title}</h1>
      )}
      {showsSection<'about'>(content, 'timeline') && content.timeline.events.length > 0 && (
        <Timeline timeline={content.timeline} />
      )}
      {showsSection<'about'>(content, 'team') && content.team.members.length > 0 && (
        <Team team={content.team} />
      )}
      {showsSection<'about'>(content, 'banner') && <JoinBanner content={content.banner} />}
    </>
  );
}
