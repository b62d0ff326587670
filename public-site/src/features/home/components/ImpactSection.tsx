import type { ReactNode } from 'react';
import page from '../../../ui/page.module.css';

/** "Our Impact So Far": the page passes the stat cards in. */
export function ImpactSection({ children }: { children: ReactNode }) {
  return (
    <section className={page.section} aria-labelledby="home-impact-title">
      <div className="container">
        <div className={page.sectionHeader}>
          <h2 id="home-impact-title" className={page.sectionTitle}>
            Our Impact So Far
          </h2>
          <p className={page.sectionSubtitle}>
            Every pledge adds up. Here is what our community has achieved together.
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
