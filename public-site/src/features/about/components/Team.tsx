import { initials, STAGGER_DELAY, type AboutContent } from '@campaign/shared';
import page from '../../../ui/page.module.css';
import { HeadedSection } from '../../../ui/HeadedSection';
import styles from './About.module.css';

/** The avatar's side in px (5rem), as the stylesheet draws it. */
export const AVATAR_SIZE = 80;

/**
 * Team cards, each with the member's uploaded photo or else their initials: 1, 2 or 4 columns
 * by width.
 */
export function Team({ team }: { team: AboutContent['team'] }) {
  return (
    <HeadedSection alt id="team-title" title={team.title} subtitle={team.subtitle}>
      <ul className={styles.team}>
        {team.members.map((member, index) => (
          <li
            key={member.id}
            className={`${page.card} ${page.fadeUp} ${styles.member}`}
            style={{ animationDelay: `${index * STAGGER_DELAY}ms` }}
          >
            {member.photo ? (
              // Square and sized in the markup, so the card does not move when it loads.
              <img
                className={`${styles.avatar} ${styles.photo}`}
                src={member.photo}
                alt={member.name}
                width={AVATAR_SIZE}
                height={AVATAR_SIZE}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {initials(member.name)}
              </span>
            )}
            <h3 className={styles.memberName}>{member.name}</h3>
            <p className={styles.memberTitle}>{member.title}</p>
            <p className={styles.memberBio}>{member.bio}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
