import { JoinBanner } from '../features/about/components/JoinBanner';
import { Mission } from '../features/about/components/Mission';
import { Team } from '../features/about/components/Team';
import { Timeline } from '../features/about/components/Timeline';
import { usePageContent } from '../features/page-content/api/get-page-content';
import { Loading } from '../ui/Loading';

export default function AboutPage() {
  const { content, isLoading } = usePageContent('about');
  if (isLoading) return <Loading />;
  return (
    <>
      <Mission mission={content.mission} />
      <Timeline timeline={content.timeline} />
      <Team team={content.team} />
      <JoinBanner />
    </>
  );
}
