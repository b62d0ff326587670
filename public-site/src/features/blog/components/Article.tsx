import { ArrowLeft, Calendar, Clock, User } from 'lucide-react';
import { Link } from '@campaign/shared/router';
import {
  blogPostPath,
  formatLongDate,
  PUBLIC_ROUTES,
  readingTimeMinutes,
  type BlogPost,
} from '@campaign/shared';
import { useSiteInfo } from '@campaign/shared/react';
import { PageMeta } from '../../../ui/PageMeta';
import { StructuredData } from '../../../ui/StructuredData';
import { ShareButtons } from './ShareButtons';
import { TagList } from './TagList';
import styles from './Article.module.css';

/** One research article. `content` is HTML the API sanitised on write. */
export function Article({ post }: { post: BlogPost }) {
  const site = useSiteInfo();
  const url = `${site.publicUrl}${blogPostPath(post.slug)}`;
  const shareText = post.excerpt || post.title;
  const minutes = readingTimeMinutes(post.content);
  const citations = post.citations ?? [];

  return (
    <article className={styles.article}>
      <PageMeta
        title={post.title}
        description={post.excerpt}
        path={blogPostPath(post.slug)}
        image={post.imageUrl}
        article={{
          author: post.author,
          publishedTime: post.publishedDate,
          tags: post.tags ?? [],
        }}
      />
      <StructuredData
        data={{
          '@graph': [
            {
              '@type': 'BlogPosting',
              headline: post.title,
              description: post.excerpt,
              datePublished: post.publishedDate,
              author: { '@type': 'Person', name: post.author },
              publisher: { '@type': 'Organization', name: site.name, url: `${site.publicUrl}/` },
              mainEntityOfPage: url,
              ...(post.imageUrl
                ? {
                    image: /^https?:\/\//.test(post.imageUrl)
                      ? post.imageUrl
                      : `${site.publicUrl}${post.imageUrl}`,
                  }
                : {}),
              ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
            },
            {
              '@type': 'BreadcrumbList',
              itemListElement: [
                { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.publicUrl}/` },
                {
                  '@type': 'ListItem',
                  position: 2,
                  name: 'Blog',
                  item: `${site.publicUrl}${PUBLIC_ROUTES.blog}`,
                },
                { '@type': 'ListItem', position: 3, name: post.title, item: url },
              ],
            },
          ],
        }}
      />
      <header className={styles.header}>
        <div className="container">
          <div className={styles.narrow}>
            <Link to={PUBLIC_ROUTES.blog} className={styles.back}>
              <ArrowLeft size={18} aria-hidden="true" />
              Back to Blog
            </Link>
            <TagList tags={post.tags ?? []} />
            <h1 className={styles.title}>{post.title}</h1>
            <div className={styles.meta}>
              <span className={styles.metaItem}>
                <User size={18} aria-hidden="true" />
                {post.author}
              </span>
              <span className={styles.metaItem}>
                <Calendar size={18} aria-hidden="true" />
                <time dateTime={post.publishedDate}>{formatLongDate(post.publishedDate)}</time>
              </span>
              <span className={styles.metaItem}>
                <Clock size={18} aria-hidden="true" />
                {minutes} min read
              </span>
            </div>
            <div className={styles.shareRow}>
              <span className={styles.shareLabel}>Share:</span>
              <ShareButtons text={shareText} label="Share this article" />
            </div>
          </div>
        </div>
      </header>

      <div className="container">
        <div className={styles.narrow}>
          {post.imageUrl ? (
            // The size of the site's own illustrations (1200×630), so the space is kept while it
            // loads; CSS scales it to the column.
            <img
              className={styles.image}
              src={post.imageUrl}
              alt={post.title}
              width={1200}
              height={630}
              decoding="async"
            />
          ) : null}
          <div
            className={styles.content}
            data-testid="article-content"
            dangerouslySetInnerHTML={{ __html: post.content }}
          />

          {citations.length > 0 && (
            <section className={styles.citations} aria-labelledby="citations-title">
              <h2 id="citations-title">References &amp; Citations</h2>
              <ol>
                {citations.map((citation, index) => (
                  <li key={index}>{citation}</li>
                ))}
              </ol>
            </section>
          )}

          <section className={styles.shareBlock} aria-labelledby="share-title">
            <h2 id="share-title">Share this article</h2>
            <p>Help others learn about nitrates in processed food.</p>
            <ShareButtons text={shareText} label="Share this article" />
          </section>
        </div>
      </div>
    </article>
  );
}
