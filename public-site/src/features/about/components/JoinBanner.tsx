import { PledgeBanner } from '../../../ui/PledgeBanner';

export function JoinBanner() {
  return (
    <PledgeBanner
      id="join-mission-title"
      title="Join Our Mission"
      text="Together, we can create a healthier future for everyone"
    />
  );
}
