import type { ReactNode } from 'react';
import page from './page.module.css';

/**
 * Each page's hero has its own ground and ornament, so the pages do not all open alike:
 * research (a ruled journal page), guide (the kitchen table), impact (the deep green band),
 * contact (a letterhead), values (a centred statement), pledge (short, so the form follows at
 * once), about (the mission).
 */
export type HeroVariant =
  'research' | 'guide' | 'impact' | 'contact' | 'values' | 'pledge' | 'about';

const VARIANT_CLASS: Record<HeroVariant, string | undefined> = {
  research: page.heroResearch,
  guide: page.heroGuide,
  impact: page.heroImpact,
  contact: page.heroContact,
  values: page.heroValues,
  pledge: page.heroPledge,
  about: page.heroAbout,
};

/** The class of a hero `<section>` of the given variant (for heroes with their own markup). */
export const heroClass = (variant: HeroVariant) => `${page.hero} ${VARIANT_CLASS[variant] ?? ''}`;

/** The title block at the top of a page (one h1 per page). */
export function PageHero({
  title,
  subtitle,
  badge,
  variant,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  badge?: ReactNode;
  variant: HeroVariant;
  /** More, after the subtitle (the pledge page's live count). */
  children?: ReactNode;
}) {
  return (
    <section className={heroClass(variant)}>
      <div className="container">
        {badge && <span className={page.badge}>{badge}</span>}
        <h1 className={page.heroTitle}>{title}</h1>
        {subtitle && <p className={page.heroSubtitle}>{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
