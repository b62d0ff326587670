import type { ReactNode } from 'react';
import page from './page.module.css';

/** The title block at the top of a page (one h1 per page). */
export function PageHero({
  title,
  subtitle,
  badge,
}: {
  title: string;
  subtitle?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <section className={page.hero}>
      <div className="container">
        {badge && <span className={page.badge}>{badge}</span>}
        <h1 className={page.heroTitle}>{title}</h1>
        {subtitle && <p className={page.heroSubtitle}>{subtitle}</p>}
      </div>
    </section>
  );
}
