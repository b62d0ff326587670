import { initials, STAGGER_DELAY, type AboutContent } from '@campaign/shared';
import page from '../../../ui/page.module.css';
import styles from './About.module.css';

/** Team cards with initials avatars: 1, 2 or 4 columns by width. */
export function Team({ team }: { team: AboutContent['team'] }) {
  return (
    <section className={page.sectionAlt} aria-labelledby="team-title">
      <div className="container">
        <div className={page.sectionHeader}>
          <h2 id="team-title" className={page.sectionTitle}>
            {team.title}
          </h2>
          <p className={page.sectionSubtitle}>{team.subtitle}</p>
        </div>
        <ul className={styles.team}>
          {team.members.map((member, index) => (
            <li
              key={member.id}
              className={`${page.card} ${page.fadeUp} ${styles.member}`}
              style={{ animationDelay: `${index * STAGGER_DELAY}ms` }}
            >
              <span className={styles.avatar} aria-hidden="true">
                {initials(member.name)}
              </span>
              <h3 className={styles.memberName}>{member.name}</h3>
              <p className={styles.memberTitle}>{member.title}</p>
              <p className={styles.memberBio}>{member.bio}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
