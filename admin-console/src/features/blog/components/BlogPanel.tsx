import { useMemo, useState } from 'react';
import { Button, Popconfirm, Skeleton, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  blogPostPath,
  formatMediumDate,
  type AdminBlogPost,
  type ArticlePreview,
  type ArticleRevision,
  type UploadedImage,
} from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { toastOutcome } from '../../../lib/toast-outcome';
import { EditorForm, type FieldSpec } from '../../../lib/components/EditorForm';
import { EmptyEditor } from '../../../lib/components/EmptyEditor';
import { LoadError } from '../../../lib/components/LoadError';
import { SelectableList } from '../../../lib/components/SelectableList';
import { SplitLayout } from '../../../lib/components/SplitLayout';
import { fieldErrorsOf, issuesOf } from '../../../lib/server-issues';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useEditorDraft } from '../../../lib/use-editor-draft';
import { RichTextField } from '../../../lib/rich-text/RichTextField';
import {
  articleState,
  draftOf,
  emptyDraft,
  inputOf,
  NEW_ARTICLE,
  slugFromTitle,
  type ArticleDraft,
  type ArticleState,
} from '../article-draft';
import { useDeletePost } from '../api/delete-post';
import { useAdminPosts } from '../api/get-admin-posts';
import { usePreviewPost } from '../api/preview-post';
import { useSavePost } from '../api/save-post';
import { ArticleHistoryDialog } from './ArticleHistoryDialog';
import { ArticlePreviewDialog } from './ArticlePreview';
import { ImageControl } from './ImageControl';
import { PublishedDateControl } from './PublishedDateControl';
import { SharePreviewButton } from './SharePreviewDialog';
import { SlugControl } from './SlugControl';
import { StatusControl } from './StatusControl';
import { TagsControl } from './TagsControl';
import styles from './blog.module.css';
import { defined } from '../../../lib/defined';

const byNewest = (a: AdminBlogPost, b: AdminBlogPost) =>
  Date.parse(b.publishedDate) - Date.parse(a.publishedDate);

const STATE_TAGS: Record<ArticleState, { color?: string; label: (date: string) => string }> = {
  draft: { label: () => 'Draft' },
  scheduled: {
    color: 'processing',
    label: (date) =>
      `Scheduled for ${new Date(date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`,
  },
  published: { color: 'success', label: () => 'Published' },
};

/** A list entry's note for an article visitors do not see yet. */
const LIST_NOTES: Record<ArticleState, string | null> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: null,
};

const isConflict = (error: unknown) => (error as { status?: unknown } | null)?.status === 409;

/** Blog Posts tab: the articles, "New article", and an editor for the one selected. */
export function BlogPanel() {
  const posts = useAdminPosts();
  const save = useSavePost();
  const remove = useDeletePost();
  const preview = usePreviewPost();
  const editor = useEditorDraft<ArticleDraft>('blog');
  const user = useSignedInUser();
  const [previewed, setPreviewed] = useState<ArticlePreview | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<ReadonlyMap<number, UploadedImage>>(new Map());

  const sorted = useMemo(() => (posts.data ? [...posts.data].sort(byNewest) : []), [posts.data]);
  const key = editor.selectedKey;
  const isNew = key === NEW_ARTICLE;
  const selected = isNew ? undefined : sorted.find((post) => post.slug === key);
  const now = new Date();

  // Uploaded images the editor can show: the articles' own, and those uploaded here.
  const images = useMemo(() => {
    const known = new Map<number, UploadedImage>();
    for (const post of sorted) if (post.image) known.set(post.image.id, post.image);
    for (const [id, image] of uploaded) known.set(id, image);
    return known;
  }, [sorted, uploaded]);

  const select = (slug: string) => {
    const post = sorted.find((candidate) => candidate.slug === slug);
    if (post) void editor.select(slug, draftOf(post));
  };

  const startNew = () => {
    const author = [user.firstName, user.lastName].filter(Boolean).join(' ');
    void editor.select(NEW_ARTICLE, emptyDraft(new Date(), author));
  };

  const change = (field: keyof ArticleDraft & string, value: string) => {
    const draft = editor.draft;
    // A new article's address follows its title until the organiser writes one of their own.
    if (field === 'title' && isNew && draft && draft.slug === slugFromTitle(draft.title))
      editor.change('slug', slugFromTitle(value));
    // One image at a time: an upload replaces a URL, a URL replaces an upload.
    if (field === 'imageId' && value) editor.change('imageUrl', '');
    if (field === 'imageUrl' && value.trim()) editor.change('imageId', '');
    editor.change(field, value);
  };

  const showIssues = (forKey: string, error: unknown) =>
    editor.showErrors(
      forKey,
      fieldErrorsOf(issuesOf(error), (path) => path.split('.')[0]),
    );

  const saveDraft = () => {
    if (key === null || editor.draft === null || save.isPending) return;
    const input = inputOf(editor.draft);
    // Once saved, an article visitors can open now is one click away.
    const live = articleState(editor.draft, new Date()) === 'published';
    save.mutate(
      { slug: isNew ? null : key, input },
      toastOutcome({
        success: isNew ? 'Blog post created successfully' : 'Blog post updated successfully',
        successLink: live ? { href: blogPostPath(input.slug), label: 'View article' } : undefined,
        // A conflict (the address is taken) says what to change; other refusals show under
        // their fields.
        failure: (error) => {
          const fallback = isNew ? 'Failed to create blog post' : 'Failed to update blog post';
          return isConflict(error) ? errorMessage(error, fallback) : fallback;
        },
        onSuccess: () => editor.clearIfStill(key),
        onError: (error) => showIssues(key, error),
      }),
    );
  };

  const showPreview = () => {
    if (key === null || editor.draft === null || preview.isPending) return;
    preview.mutate(inputOf(editor.draft), {
      onSuccess: setPreviewed,
      onError: (error) => {
        toast({
          title: 'Error',
          description: 'The preview could not be made: see the fields marked below',
          variant: 'destructive',
        });
        showIssues(key, error);
      },
    });
  };

  // A version brings back its words and pictures; the address, state and date stay as they
  // are now, so restoring never moves, unpublishes or reschedules an article by surprise.
  const restoreVersion = ({ article }: ArticleRevision) => {
    const { slug: _slug, status: _status, publishedDate: _date, ...words } = draftOf(article);
    for (const [field, value] of Object.entries(words))
      change(field as keyof ArticleDraft & string, value);
  };

  const deleteSelected = () => {
    if (!selected || remove.isPending) return;
    remove.mutate(
      selected.slug,
      toastOutcome({
        success: `Deleted "${selected.title}"`,
        failure: (error) => errorMessage(error, 'Failed to delete blog post'),
        onSuccess: () => editor.clearIfStill(selected.slug),
      }),
    );
  };

  const fields: readonly FieldSpec<keyof ArticleDraft & string>[] = [
    { name: 'title', label: 'Title' },
    {
      name: 'slug',
      label: 'Slug',
      help: 'The article’s address: lower-case words joined by hyphens, e.g. my-first-article.',
      render: (control) => <SlugControl {...control} locked={selected?.status === 'published'} />,
    },
    { name: 'excerpt', label: 'Excerpt', rows: 3 },
    {
      name: 'content',
      label: 'Content',
      help: 'Format with the toolbar, or edit the HTML. Headings, paragraphs, lists, links, images and tables are kept; scripts and other unsafe markup are removed when you save.',
      render: (control) => <RichTextField {...control} label="Content" rows={10} />,
    },
    { name: 'author', label: 'Author' },
    {
      name: 'status',
      label: 'Status',
      render: (control) => <StatusControl {...control} />,
    },
    {
      name: 'publishedDate',
      label: 'Published date',
      help: 'Your time zone. A published article appears on the site at this moment: a date ahead schedules it.',
      render: (control) => <PublishedDateControl {...control} />,
    },
    {
      name: 'imageId',
      label: 'Image',
      render: (control) => (
        <ImageControl
          {...control}
          images={images}
          onUploaded={(image) => setUploaded((known) => new Map(known).set(image.id, image))}
        />
      ),
    },
    {
      name: 'imageUrl',
      label: 'Or an image URL',
      help: 'An https address, or a path on this site such as /articles/picture.jpg. An uploaded image takes its place.',
    },
    {
      name: 'tags',
      label: 'Tags',
      render: (control) => <TagsControl {...control} />,
    },
    {
      name: 'citations',
      label: 'Citations',
      rows: 4,
      help: 'One per line, shown numbered under the article.',
    },
  ];

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
          meta: [
            post.author,
            formatMediumDate(post.publishedDate),
            LIST_NOTES[articleState(post, now)],
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
        selectedKey={key}
        dirty={editor.dirty}
        onSelect={select}
      />
    );

  const draft = editor.draft;
  const state = draft ? articleState(draft, now) : 'draft';
  const savedState = selected ? articleState(selected, now) : 'draft';
  const stateTag = STATE_TAGS[state];

  return (
    <>
      <SplitLayout
        listLabel="Blog posts"
        list={
          <>
            <div className={styles.listActions}>
              <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={startNew}>
                New article
              </Button>
            </div>
            {list}
          </>
        }
        editor={
          key !== null && draft !== null ? (
            <EditorForm
              key={key}
              heading={isNew ? draft.title || 'New article' : (selected?.title ?? draft.title)}
              // A new article's address reads as typed (a gap until there is one), never
              // percent-encoded.
              subtitle={isNew ? `/blog/${draft.slug || '…'}` : blogPostPath(key)}
              // Only an article visitors can open has a page to view.
              view={
                !isNew && savedState === 'published'
                  ? { href: blogPostPath(key), label: 'View post' }
                  : undefined
              }
              badges={
                <Tag {...defined({ color: stateTag.color })}>
                  {stateTag.label(draft.publishedDate)}
                </Tag>
              }
              fields={fields}
              draft={draft}
              errors={editor.errors}
              restored={editor.restored}
              onDiscardRestored={editor.discardRestored}
              dirty={editor.dirty}
              saving={save.isPending}
              onChange={change}
              onSave={saveDraft}
              onCancel={() => void editor.cancel()}
              actions={
                <>
                  <Button onClick={showPreview} loading={preview.isPending}>
                    Preview
                  </Button>
                  {selected && <Button onClick={() => setHistoryOf(selected.slug)}>History</Button>}
                  {/* Only a saved article visitors cannot see yet has something to preview. */}
                  {selected && savedState !== 'published' && (
                    <SharePreviewButton slug={selected.slug} />
                  )}
                  {selected && (
                    <Popconfirm
                      title={`Delete "${selected.title}"?`}
                      description="It leaves the site at once. This cannot be undone."
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      cancelText="Keep it"
                      onConfirm={deleteSelected}
                    >
                      <Button danger loading={remove.isPending}>
                        Delete
                      </Button>
                    </Popconfirm>
                  )}
                </>
              }
            />
          ) : (
            <EmptyEditor prompt="Select a blog post to edit" />
          )
        }
      />
      <ArticlePreviewDialog post={previewed} onClose={() => setPreviewed(null)} />
      <ArticleHistoryDialog
        slug={historyOf}
        onClose={() => setHistoryOf(null)}
        onRestore={restoreVersion}
      />
    </>
  );
}
