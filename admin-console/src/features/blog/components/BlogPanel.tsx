import { useMemo } from 'react';
import { Skeleton } from 'antd';
import { blogPostPath, formatMediumDate, type BlogPost } from '@campaign/shared';
import { toast } from '@campaign/shared/react';
import { EditorForm, type FieldSpec } from '../../../lib/components/EditorForm';
import { EmptyEditor } from '../../../lib/components/EmptyEditor';
import { LoadError } from '../../../lib/components/LoadError';
import { SelectableList } from '../../../lib/components/SelectableList';
import { SplitLayout } from '../../../lib/components/SplitLayout';
import { fieldErrorsOf, issuesOf } from '../../../lib/server-issues';
import { useEditorDraft } from '../../../lib/use-editor-draft';
import { useAdminPosts } from '../api/get-admin-posts';
import { useUpdatePost } from '../api/update-post';

type BlogDraft = {
  title: string;
  excerpt: string;
  content: string;
  author: string;
};

const FIELDS: readonly FieldSpec<keyof BlogDraft>[] = [
  { name: 'title', label: 'Title' },
  { name: 'excerpt', label: 'Excerpt', rows: 3 },
  {
    name: 'content',
    label: 'Content',
    rows: 10,
    code: true,
    help: 'HTML. Headings, paragraphs, lists, links, images and tables are kept; scripts and other unsafe markup are removed when you save.',
  },
  { name: 'author', label: 'Author' },
];

function draftOf(post: BlogPost): BlogDraft {
  return { title: post.title, excerpt: post.excerpt, content: post.content, author: post.author };
}

const byNewest = (a: BlogPost, b: BlogPost) =>
  Date.parse(b.publishedDate) - Date.parse(a.publishedDate);

/** Blog Posts tab: the posts, and an editor for the one selected. */
export function BlogPanel() {
  const posts = useAdminPosts();
  const update = useUpdatePost();
  const editor = useEditorDraft<BlogDraft>('blog');

  const sorted = useMemo(() => (posts.data ? [...posts.data].sort(byNewest) : []), [posts.data]);
  const selected = sorted.find((post) => post.slug === editor.selectedKey);

  const select = (slug: string) => {
    const post = sorted.find((candidate) => candidate.slug === slug);
    if (post) void editor.select(slug, draftOf(post));
  };

  const save = () => {
    const slug = editor.selectedKey;
    if (slug === null || editor.draft === null || update.isPending) return;
    update.mutate(
      { slug, input: editor.draft },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Blog post updated successfully' });
          editor.clearIfStill(slug);
        },
        onError: (error) => {
          toast({
            title: 'Error',
            description: 'Failed to update blog post',
            variant: 'destructive',
          });
          editor.showErrors(slug, fieldErrorsOf(issuesOf(error)));
        },
      },
    );
  };

  let list;
  if (posts.isPending) list = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else if (posts.isError)
    list = (
      <LoadError
        message="Failed to load blog posts."
        error={posts.error}
        onRetry={() => void posts.refetch()}
      />
    );
  else if (sorted.length === 0) list = <p>No blog posts yet.</p>;
  else
    list = (
      <SelectableList
        heading={`Blog posts (${sorted.length})`}
        entries={sorted.map((post) => ({
          key: post.slug,
          title: post.title,
          meta: [post.author, formatMediumDate(post.publishedDate)].filter(Boolean).join(' · '),
        }))}
        selectedKey={editor.selectedKey}
        dirty={editor.dirty}
        onSelect={select}
      />
    );

  return (
    <SplitLayout
      listLabel="Blog posts"
      list={list}
      editor={
        editor.selectedKey !== null && editor.draft !== null ? (
          <EditorForm
            key={editor.selectedKey}
            heading={selected?.title ?? editor.draft.title}
            subtitle={blogPostPath(editor.selectedKey)}
            view={{ href: blogPostPath(editor.selectedKey), label: 'View post' }}
            fields={FIELDS}
            draft={editor.draft}
            errors={editor.errors}
            dirty={editor.dirty}
            saving={update.isPending}
            onChange={editor.change}
            onSave={save}
            onCancel={() => void editor.cancel()}
          />
        ) : (
          <EmptyEditor prompt="Select a blog post to edit" />
        )
      }
    />
  );
}
