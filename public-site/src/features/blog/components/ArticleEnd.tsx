import { formatMediumDate, type BlogPost } from '@campaign/shared';
import { HeadedSection } from '../../../ui/HeadedSection';
import { PledgeBanner } from '../../../ui/PledgeBanner';
import { useBlogPosts } from '../api/get-blog-posts';
import { RELATED_POSTS, relatedPosts } from '../related-posts';
import { CardRow } from './CardRow';

/**
 * What follows an article: "Related Articles" (the three sharing most tags with it; when fewer
 * do, the newest others make up the three under "Keep Reading") and the pledge's call to action. The article list is fetched with the article on the
 * server (route-table.ts); if it fails, the related articles are simply left out.
 */
export function ArticleEnd({ post }: { post: BlogPost }) {
  const { data } = useBlogPosts();
  const related = data ? relatedPosts(post, data) : [];
  // Fewer related articles than places: the newest others fill them, under a heading that
  // does not call them related.
  const shown = [
    ...related,
    ...(data ?? []).filter(
      (item) => item.slug !== post.slug && !related.some((r) => r.slug === item.slug),
    ),
  ].slice(0, RELATED_POSTS);
  const allRelated = shown.length === related.length;
  return (
    <>
      {shown.length > 0 && (
        <HeadedSection
          alt
          id="related-articles-title"
          title={allRelated ? 'Related Articles' : 'Keep Reading'}
          subtitle={
            allRelated ? 'More research on the same questions.' : 'More from the research library.'
          }
        >
          <CardRow posts={shown} formatDate={formatMediumDate} />
        </HeadedSection>
      )}
      <PledgeBanner
        id="article-pledge-title"
        title="Put it into practice this November"
        text={
          'Take the pledge: thirty days without added nitrates and nitrites, with practical tips ' +
          'to help you along.'
        }
      />
    </>
  );
}
