import { useParams } from '@campaign/shared/router';
import { useBlogPost } from '../features/blog/api/get-blog-post';
import { Article } from '../features/blog/components/Article';
import { ArticleEnd } from '../features/blog/components/ArticleEnd';
import { ArticleNotFound } from '../features/blog/components/ArticleNotFound';
import { ArticleSkeleton } from '../features/blog/components/ArticleSkeleton';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError } = useBlogPost(slug);
  if (isPending) return <ArticleSkeleton />;
  if (isError || !data) return <ArticleNotFound />;
  return (
    <>
      <Article post={data} />
      <ArticleEnd post={data} />
    </>
  );
}
