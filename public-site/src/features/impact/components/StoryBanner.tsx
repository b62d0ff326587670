import { PledgeBanner } from '../../../ui/PledgeBanner';

export function StoryBanner() {
  return (
    <PledgeBanner
      id="story-title"
      title="Be Part of Our Story"
      text="Every pledge moves these numbers. Add yours and help build a healthier November."
    />
  );
}
