import { formatMediumDate, type BlogPost } from '@campaign/shared';
import { HeadedSection } from '../../../ui/HeadedSection';
import { PledgeBanner } from '../../../ui/PledgeBanner';
import { useRelatedPosts } from '../api/get-blog-posts';
import { CardRow } from './CardRow';

/**
 * What follows an article: "Related Articles" (the three sharing most tags with it; when fewer
 * do, the newest others make up the three under "Keep Reading") and the pledge's call to
 * action. The API chooses them (GET /api/blog/{slug}/related), so the page never carries the
 * whole list; fetched with the article on the server (route-table.ts), and simply left out if
 * that fails.
 */
export function ArticleEnd({ post }: { post: BlogPost }) {
  const { data } = useRelatedPosts(post.slug);
  const shown = data?.posts ?? [];
  const allRelated = data?.allRelated ?? true;
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
