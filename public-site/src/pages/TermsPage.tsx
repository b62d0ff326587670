import { TERMS_DEFAULTS } from '@campaign/shared';
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  return (
    <LegalPage
      pageKey="terms"
      builtIn={TERMS_DEFAULTS}
      description="The terms of using this campaign site: the pledge, messages, the newsletter, fair use and reusing our content."
    />
  );
}
