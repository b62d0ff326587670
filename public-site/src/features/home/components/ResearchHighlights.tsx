import type { ReactNode } from 'react';
import { ArrowRight, FlaskConical } from 'lucide-react';
import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES, type HomepageContent } from '@campaign/shared';
import page from '../../../ui/page.module.css';
import { HeadedSection } from '../../../ui/HeadedSection';
import styles from './Home.module.css';

/**
 * The research section: badge, the sourced figures (none shows no list), then the featured articles the page
 * passes in as `articles`, and the link to every article.
 */
export function ResearchHighlights({
  content,
  articles,
}: {
  content: HomepageContent['researchHighlights'];
  articles: ReactNode;
}) {
  return (
    <HeadedSection
      id="research-title"
      title={content.title}
      subtitle={content.subtitle}
      badge={
        <span className={page.badge}>
          <FlaskConical size={16} aria-hidden="true" />
          {content.badge}
        </span>
      }
    >
      {content.stats.length > 0 && (
        <ul className={styles.researchStats}>
          {content.stats.map((stat, index) => (
            <li key={index} className={styles.researchStat}>
              <span className={styles.researchNumber}>{stat.number}</span>
              <p className={styles.researchText}>{stat.description}</p>
              {stat.source && <p className={styles.researchSource}>Source: {stat.source}</p>}
            </li>
          ))}
        </ul>
      )}

      <div className={styles.featuredHeader}>
        <div>
          <h3 className={styles.featuredTitle}>{content.featuredArticlesTitle}</h3>
          <p className={page.sectionSubtitle}>{content.featuredArticlesSubtitle}</p>
        </div>
      </div>
      {articles}
      <div className={styles.viewAll}>
        <Link to={PUBLIC_ROUTES.blog} className="button button-secondary">
          {content.viewAllButton}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </HeadedSection>
  );
}
