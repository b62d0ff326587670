import { ArrowLeft, Calendar, Clock, User } from 'lucide-react';
import { Link } from '@campaign/shared/router';
import {
  blogPostPath,
  formatLongDate,
  PUBLIC_ROUTES,
  readingTimeMinutes,
  type ArticlePreview,
  type BlogPost,
} from '@campaign/shared';
import { useSiteInfo } from '@campaign/shared/react';
import { PageMeta } from '../../../ui/PageMeta';
import { StructuredData } from '../../../ui/StructuredData';
import { PostImage } from './PostImage';
import { Citation } from './Citation';
import { ShareButtons } from './ShareButtons';
import { TagList } from './TagList';
import prose from '../../../ui/prose.module.css';
import styles from './Article.module.css';

/** The article column is at most 48rem wide, less the page's side padding on small screens. */
const ARTICLE_IMAGE_SIZES = '(min-width: 50rem) 48rem, calc(100vw - 2rem)';

/**
 * One research article as its page shows it, with the page's metadata (title, link previews,
 * structured data). `content` is HTML the API sanitised on write.
 */
export function Article({ post }: { post: BlogPost }) {
  return (
    <>
      <ArticleMeta post={post} />
      <ArticleBody post={post} />
    </>
  );
}

/** The article page's title, link preview tags and structured data. */
function ArticleMeta({ post }: { post: BlogPost }) {
  const site = useSiteInfo();
  const url = `${site.publicUrl}${blogPostPath(post.slug)}`;
  return (
    <>
      <PageMeta
        title={post.title}
        description={post.excerpt}
        path={blogPostPath(post.slug)}
        image={post.imageUrl}
        imageAlt={post.image?.alt}
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
    </>
  );
}

/**
 * What a reader sees of the article, without the page's metadata: the article page shows it,
 * and so does the console's preview of an article being written (exposed as `./ArticlePreview`),
 * so the preview is the page.
 */
export function ArticleBody({ post }: { post: ArticlePreview }) {
  const shareText = post.excerpt || post.title;
  const minutes = readingTimeMinutes(post.content);
  const citations = post.citations ?? [];

  return (
    <article className={styles.article}>
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
          <PostImage
            post={post}
            className={styles.image}
            sizes={ARTICLE_IMAGE_SIZES}
            fallbackAlt={post.title}
          />
          <div
            className={`${prose.prose} ${styles.standfirst}`}
            data-testid="article-content"
            dangerouslySetInnerHTML={{ __html: post.content }}
          />

          {citations.length > 0 && (
            <section className={styles.citations} aria-labelledby="citations-title">
              <h2 id="citations-title">References &amp; Citations</h2>
              <ol>
                {citations.map((citation, index) => (
                  <li key={index}>
                    <Citation text={citation} />
                  </li>
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
