import { ArrowRight } from 'lucide-react';
import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES, type HomepageContent } from '@campaign/shared';
import styles from './Home.module.css';

export const HERO_ILLUSTRATION = '/illustrations/home-hero.svg';

export function HomeHero({ hero }: { hero: HomepageContent['hero'] }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            {hero.headline} <span className={styles.accent}>{hero.headlineAccent}</span>
          </h1>
          <p className={styles.heroSubtitle}>{hero.subheadline}</p>
          <div className={styles.heroActions}>
            <Link to={PUBLIC_ROUTES.pledge} className={`button button-primary ${styles.bigButton}`}>
              {hero.ctaPrimary}
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
            <Link
              to={PUBLIC_ROUTES.about}
              className={`button button-secondary ${styles.bigButton}`}
            >
              {hero.ctaSecondary}
              {/* Says where the link leads for screen readers and search engines, which read a
                bare "Learn More" out of context. */}
              <span className="visually-hidden">{` about the campaign`}</span>
            </Link>
          </div>
        </div>
        {/* Drawn for the campaign (shell/public/illustrations); it sits on its own green disc,
            so one picture reads on the light and the dark page alike. */}
        <img
          className={styles.heroArt}
          src={HERO_ILLUSTRATION}
          alt="A plate of egg, tomato and greens beside a November calendar ticked off day by day, and a sausage crossed out"
          width={480}
          height={480}
          decoding="async"
        />
      </div>
    </section>
  );
}
