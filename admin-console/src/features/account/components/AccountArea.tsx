import { useSignedInUser } from '../../../lib/signed-in-user';
import { areaOf } from '../../../lib/areas';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** The signed-in person's own account: two-factor sign-in and where they are signed in. */
export function AccountArea() {
  const user = useSignedInUser();
  return (
    <>
      <AreaHeader title={areaOf('account').title} lead={`Signed in as ${user.email}.`} />
      <TwoFactorSection />
      <SessionsSection />
    </>
  );
}
