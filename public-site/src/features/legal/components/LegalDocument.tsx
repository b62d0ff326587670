import { formatLongDate, type LegalPageContent } from '@campaign/shared';
import prose from '../../../ui/prose.module.css';
import styles from './LegalDocument.module.css';

/**
 * A legal page as visitors read it: its title, the day it last changed and its text. `body` is
 * HTML the API cleaned when it was saved (or the built-in text), as an article's content is.
 */
export function LegalDocument({ page }: { page: LegalPageContent }) {
  const updated = formatLongDate(page.lastUpdated);
  return (
    <article className={styles.page}>
      <div className="container">
        <div className={styles.narrow}>
          <header className={styles.header}>
            <h1 className={styles.title}>{page.title}</h1>
            {updated && (
              <p className={styles.updated}>
                Last updated <time dateTime={page.lastUpdated}>{updated}</time>
              </p>
            )}
          </header>
          <div
            className={prose.prose}
            data-testid="legal-content"
            dangerouslySetInnerHTML={{ __html: page.body }}
          />
        </div>
      </div>
    </article>
  );
}
