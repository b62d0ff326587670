import type { ReactNode } from 'react';
import { HeadedSection } from '../../../ui/HeadedSection';

/** "Our Impact So Far": the page passes the stat cards in. */
export function ImpactSection({ children }: { children: ReactNode }) {
  return (
    <HeadedSection
      id="home-impact-title"
      title="Our Impact So Far"
      subtitle="Every pledge adds up. Here is what our community has achieved together."
    >
      {children}
    </HeadedSection>
  );
}
