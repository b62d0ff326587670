import { ArrowRight } from 'lucide-react';
import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES, type HomepageContent } from '@campaign/shared';
import styles from './Home.module.css';

export function HomeHero({ hero }: { hero: HomepageContent['hero'] }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={`container ${styles.heroInner}`}>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {hero.headline} <span className={styles.accent}>{hero.headlineAccent}</span>
        </h1>
        <p className={styles.heroSubtitle}>{hero.subheadline}</p>
        <div className={styles.heroActions}>
          <Link to={PUBLIC_ROUTES.pledge} className={`button button-primary ${styles.bigButton}`}>
            {hero.ctaPrimary}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
          <Link to={PUBLIC_ROUTES.about} className={`button button-secondary ${styles.bigButton}`}>
            {hero.ctaSecondary}
            {/* Says where the link leads for screen readers and search engines, which read a
                bare "Learn More" out of context. */}
            <span className="visually-hidden">{` about the campaign`}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
