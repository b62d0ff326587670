import { PRIVACY_DEFAULTS } from '@campaign/shared';
import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  return (
    <LegalPage
      pageKey="privacy"
      builtIn={PRIVACY_DEFAULTS}
      description="What we collect when you pledge, write to us or subscribe, why, how long we keep it, who sees it, and how to get a copy or have it erased."
    />
  );
}
