import type { ReactNode } from 'react';
import type { HomepageContent } from '@campaign/shared';
import { HeadedSection } from '../../../ui/HeadedSection';

/** "Our Impact So Far": the page passes the stat cards in. */
export function ImpactSection({
  content,
  children,
}: {
  content: Pick<HomepageContent['impactSoFar'], 'title' | 'subtitle'>;
  children: ReactNode;
}) {
  return (
    <HeadedSection id="home-impact-title" title={content.title} subtitle={content.subtitle}>
      {children}
    </HeadedSection>
  );
}
