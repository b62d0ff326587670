import { ArrowLeft, FileX } from 'lucide-react';
import { Link, useLocation } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import { PageMeta } from '../../../ui/PageMeta';
import styles from './Article.module.css';

export function ArticleNotFound() {
  const { pathname } = useLocation();
  return (
    <section className={`container ${styles.notFound}`}>
      <PageMeta
        title="Article Not Found"
        description="This article does not exist or has been removed."
        path={pathname}
        noindex
      />
      <FileX size={48} aria-hidden="true" className={styles.notFoundIcon} />
      <h1>Article Not Found</h1>
      <p>The article you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <Link to={PUBLIC_ROUTES.blog} className="button button-primary">
        <ArrowLeft size={18} aria-hidden="true" />
        Back to Blog
      </Link>
    </section>
  );
}
