import type { ReactNode } from 'react';
import page from './page.module.css';

interface HeadedSectionProps {
  /** The heading's id: the heading names the section for assistive technology. */
  id: string;
  title: string;
  subtitle: string;
  /** On the alternate ground, so neighbouring sections stand apart. */
  alt?: boolean;
  /** Above the heading (a section's badge). */
  badge?: ReactNode;
  children: ReactNode;
}

/** A page section that opens with the centred heading and subtitle every such section shares. */
export function HeadedSection({ id, title, subtitle, alt, badge, children }: HeadedSectionProps) {
  return (
    <section className={alt ? page.sectionAlt : page.section} aria-labelledby={id}>
      <div className="container">
        <div className={page.sectionHeader}>
          {badge}
          <h2 id={id} className={page.sectionTitle}>
            {title}
          </h2>
          <p className={page.sectionSubtitle}>{subtitle}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
