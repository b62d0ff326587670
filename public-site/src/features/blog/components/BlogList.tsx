import { BLOG_SKELETONS, formatMediumDate, PUBLIC_ROUTES } from '@campaign/shared';
import { Link, useLocation } from '@campaign/shared/router';
import { BLOG_LIST_EMPTY, BLOG_LIST_ERROR, blogPageOf, useBlogPage } from '../api/get-blog-posts';
import { BlogCard } from './BlogCard';
import { BlogCardSkeleton } from './BlogCardSkeleton';
import styles from './BlogList.module.css';

/** Where page `page` of /blog is: the first is /blog itself, so it has one address. */
export const blogPagePath = (page: number) =>
  page === 1 ? PUBLIC_ROUTES.blog : `${PUBLIC_ROUTES.blog}?page=${page}`;

/**
 * One page of the /blog grid (`?page=N`, the first by default): the page's newest article leads,
 * wide, and the others follow in cards, with links to the newer and older pages that work
 * without JavaScript. Three skeletons of the same shapes while loading, or the error or empty
 * text; a page past the last says so and links to the first.
 */
export function BlogList() {
  const page = blogPageOf(useLocation().search);
  const { data, isPending, isError, error } = useBlogPage(page);

  if (isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading articles...
        </span>
        {Array.from({ length: BLOG_SKELETONS }, (_, i) => (
          <BlogCardSkeleton key={i} lead={i === 0} />
        ))}
      </div>
    );
  }
  if (isError) {
    // Read as data: an error the server render met arrives in the page as a plain object.
    if ((error as { status?: unknown } | null)?.status === 404) {
      return (
        <p className={styles.message} role="alert">
          There is no page {page} of articles. <Link to={blogPagePath(1)}>See the newest</Link>
        </p>
      );
    }
    return (
      <p className={styles.message} role="alert">
        {BLOG_LIST_ERROR}
      </p>
    );
  }
  if (data.posts.length === 0) return <p className={styles.message}>{BLOG_LIST_EMPTY}</p>;

  return (
    <>
      <ul className={styles.grid}>
        {data.posts.map((post, index) => (
          <li key={post.id ?? post.slug} className={index === 0 ? styles.leadItem : styles.item}>
            <BlogCard
              post={post}
              formatDate={formatMediumDate}
              index={index}
              eagerFirstImage
              lead={index === 0}
            />
          </li>
        ))}
      </ul>
      {data.pageCount > 1 && <PageLinks page={data.page} pageCount={data.pageCount} />}
    </>
  );
}

/** Newer and older pages: plain links, so they work before (and without) JavaScript. */
function PageLinks({ page, pageCount }: { page: number; pageCount: number }) {
  // The router keeps the scroll position when only the query changes: start the new page at
  // its top, as a full page load would.
  const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  return (
    <nav className={styles.pages} aria-label="Article pages">
      <span className={styles.pageOf}>
        Page {page} of {pageCount}
      </span>
      {page > 1 && (
        <Link className={styles.newer} to={blogPagePath(page - 1)} rel="prev" onClick={toTop}>
          ← Newer articles
        </Link>
      )}
      {page < pageCount && (
        <Link className={styles.older} to={blogPagePath(page + 1)} rel="next" onClick={toTop}>
          Older articles →
        </Link>
      )}
    </nav>
  );
}
