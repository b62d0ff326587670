import type { ImpactContent } from '@campaign/shared';
import { PledgeBanner } from '../../../ui/PledgeBanner';

export function StoryBanner({ content }: { content: ImpactContent['banner'] }) {
  return (
    <PledgeBanner
      id="story-title"
      title={content.title}
      text={content.text}
      button={content.button}
    />
  );
}
