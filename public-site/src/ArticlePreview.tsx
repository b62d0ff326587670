import { articlePreviewSchema } from '@campaign/shared';
import { ArticleBody } from './features/blog/components/Article';

/**
 * Exposed to the admin console (`public_site/ArticlePreview`): an article being written, drawn
 * by the component the article page uses, with the public site's styles, so the organiser sees
 * what visitors will. `post` is what POST /api/admin/blog/preview answered (checked here: the
 * two front ends are released separately).
 */
export default function ArticlePreview({ post }: { post: unknown }) {
  return <ArticleBody post={articlePreviewSchema.parse(post)} />;
}
