import { AreaHeader } from '../../../lib/components/AreaHeader';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * What an admin sees instead of the console while the site requires two-factor sign-in of
 * admins and theirs is not on (the API refuses everything else meanwhile).
 */
export function EnrolmentRequired() {
  return (
    <>
      <AreaHeader
        title="Set up two-factor sign-in"
        lead="This site requires two-factor sign-in for every admin. Set it up to continue to the console."
      />
      <TwoFactorSection headingLevel={3} />
    </>
  );
}
