import type { AboutContent } from '@campaign/shared';
import { PledgeBanner } from '../../../ui/PledgeBanner';

/** The about page's closing call to pledge, in the page's own words. */
export function JoinBanner({ content }: { content: AboutContent['banner'] }) {
  return (
    <PledgeBanner
      id="join-mission-title"
      title={content.title}
      text={content.text}
      button={content.button}
    />
  );
}
