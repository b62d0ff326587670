import { ArrowRight, Calendar, User } from 'lucide-react';
import { Link } from '@campaign/shared/router';
import { blogPostPath, STAGGER_DELAY, type BlogListItem } from '@campaign/shared';
import { PostImage } from './PostImage';
import { TagList } from './TagList';
import styles from './BlogCard.module.css';

/**
 * A card's width: the whole column on phones, about half from 700 px (two cards a row, or the
 * home page's three), at most a third of the 1200 px container on wide screens.
 */
const CARD_SIZES = '(min-width: 1100px) 24rem, (min-width: 700px) 50vw, 100vw';

export interface BlogCardProps {
  post: BlogListItem;
  /** Formats the published date ("Jan 5" on home, "Jan 5, 2024" on the blog list). */
  formatDate: (date: string) => string;
  /** How many tags to show (all when absent). */
  maxTags?: number;
  headingLevel?: 'h2' | 'h3';
  index?: number;
  /** The list opens the page (the blog), so its first card's image is fetched at once. */
  eagerFirstImage?: boolean;
  /** The lead article of the blog: wide, its picture beside its text on wide screens. */
  lead?: boolean;
}

export function BlogCard({
  post,
  formatDate,
  maxTags,
  headingLevel: Heading = 'h2',
  index = 0,
  eagerFirstImage = false,
  lead = false,
}: BlogCardProps) {
  const tags = maxTags === undefined ? post.tags : post.tags.slice(0, maxTags);
  return (
    <article
      className={lead ? `${styles.card} ${styles.lead}` : styles.card}
      style={{ animationDelay: `${index * STAGGER_DELAY}ms` }}
    >
      <PostImage
        post={post}
        className={styles.image}
        sizes={CARD_SIZES}
        // A URL's picture illustrates the title beside it; an upload says what it shows.
        fallbackAlt=""
        // The first card of a list is the first screen's largest picture on a phone: fetched at
        // once, the rest only when scrolled near.
        loading={index === 0 && eagerFirstImage ? 'eager' : 'lazy'}
        fetchPriority={index === 0 && eagerFirstImage ? 'high' : 'auto'}
      />
      <div className={styles.body}>
        <TagList tags={tags} />
        <Heading className={styles.title}>{post.title}</Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <div className={styles.meta}>
          <span className={styles.metaItem}>
            <User size={16} aria-hidden="true" />
            {post.author}
          </span>
          <span className={styles.metaItem}>
            <Calendar size={16} aria-hidden="true" />
            <time dateTime={post.publishedDate}>{formatDate(post.publishedDate)}</time>
          </span>
        </div>
        <Link className={styles.readMore} to={blogPostPath(post.slug)}>
          Read Article<span className="visually-hidden">: {post.title}</span>
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
