import type { AboutContent } from '@campaign/shared';
import page from '../../../ui/page.module.css';
import { heroClass } from '../../../ui/PageHero';
import styles from './About.module.css';

/** The mission hero: the first paragraph reads as a lead, larger than the rest. */
export function Mission({ mission }: { mission: AboutContent['mission'] }) {
  const [lead, ...rest] = mission.paragraphs;
  return (
    <section className={heroClass('about')} aria-labelledby="mission-title">
      <div className={`container ${styles.missionLayout}`}>
        <h1 id="mission-title" className={page.heroTitle}>
          {mission.title}
        </h1>
        <div className={styles.mission}>
          {lead !== undefined && <p className={styles.lead}>{lead}</p>}
          {rest.map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
