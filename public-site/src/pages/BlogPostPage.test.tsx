import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { blogPost, listItem } from '../test/fixtures';
import { captureToasts, json, mockApi, never, renderWithProviders } from '../test/utils';
import BlogPostPage from './BlogPostPage';

const SLUG = 'processed-meat-explained';

function renderArticle(post: unknown = blogPost()) {
  mockApi({ [`GET /api/blog/${SLUG}`]: post });
  return renderWithProviders(<BlogPostPage />, { route: `/blog/${SLUG}`, path: '/blog/:slug' });
}

const meta = (attribute: string, key: string) =>
  Array.from(document.head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}="${key}"]`)).map(
    (m) => m.content,
  );

describe('BlogPostPage', () => {
  it('shows a skeleton while the post loads', () => {
    mockApi({ [`GET /api/blog/${SLUG}`]: never });
    renderWithProviders(<BlogPostPage />, { route: `/blog/${SLUG}`, path: '/blog/:slug' });
    expect(screen.getByTestId('article-skeleton')).toBeVisible();
  });

  it('renders the article: back link, tags, title, author, long date, reading time, image, HTML, citations', async () => {
    renderArticle();
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Processed Meat Explained');
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent(
      'ResearchIARCCancerDietLabelsSixth',
    );
    expect(screen.getByText('Dr. Jane Doe')).toBeVisible();
    expect(screen.getByText('January 5, 2024')).toBeVisible();
    expect(screen.getByText('3 min read')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Processed Meat Explained' }).getAttribute('src')).toBe(
      'https://images.example.org/meat.jpg',
    );
    const content = screen.getByTestId('article-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Key findings' })).toBeVisible();

    const citations = screen
      .getByRole('heading', { name: 'References & Citations' })
      .closest('section')!;
    const items = within(citations).getAllByRole('listitem');
    expect(citations.querySelector('ol')).not.toBeNull();
    expect(items.map((i) => i.textContent)).toEqual([
      'IARC Monograph Vol. 114 (2018).',
      'WHO Q&A on processed meat (2015).',
    ]);
    expect(screen.getByRole('heading', { name: 'Share this article' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Share on Facebook' })).toHaveLength(2);
  });

  it('shows an uploaded image at the width the column needs, with its alt text and size', async () => {
    const image = {
      id: 3,
      alt: 'A plate of roasted vegetables',
      width: 960,
      height: 540,
      src: '/uploads/0123456789abcdef0123456789abcdef-960.webp',
      srcset:
        '/uploads/0123456789abcdef0123456789abcdef-480.webp 480w, /uploads/0123456789abcdef0123456789abcdef-960.webp 960w',
    };
    renderArticle(blogPost({ image, imageUrl: image.src }));
    const img = await screen.findByRole('img', { name: image.alt });
    expect(img.getAttribute('srcset')).toBe(image.srcset);
    expect(img.getAttribute('sizes')).toBe('(min-width: 50rem) 48rem, calc(100vw - 2rem)');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '540']);
    // Link previews use the widest variant and describe it with the same words.
    expect(meta('property', 'og:image')).toEqual([`https://nitratefree.example${image.src}`]);
    expect(meta('property', 'og:image:alt')).toEqual([image.alt]);
  });

  it('links the web addresses in its citations', async () => {
    renderArticle(
      blogPost({ citations: ['WHO Q&A on processed meat (2015). https://www.who.int/q-a.'] }),
    );
    await screen.findByRole('heading', { level: 1 });
    const link = screen.getByRole('link', { name: 'https://www.who.int/q-a' });
    expect(link.getAttribute('href')).toBe('https://www.who.int/q-a');
  });

  it('ends with the articles the API chose for it, then the pledge call to action', async () => {
    const articles = (related: unknown) => {
      mockApi({
        [`GET /api/blog/${SLUG}`]: blogPost(),
        [`GET /api/blog/${SLUG}/related`]: related,
      });
      return renderWithProviders(<BlogPostPage />, {
        route: `/blog/${SLUG}`,
        path: '/blog/:slug',
      });
    };
    const titlesUnder = async (heading: string) =>
      within((await screen.findByRole('heading', { name: heading })).closest('section')!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    const cta = () =>
      screen
        .getByRole('heading', { name: 'Put it into practice this November' })
        .closest('section')!;

    const three = [
      listItem(4, { title: 'Shares three tags' }),
      listItem(3, { title: 'Shares two tags' }),
      listItem(2, { title: 'Shares one tag' }),
    ];
    let view = articles({ posts: three, allRelated: true });
    expect(await titlesUnder('Related Articles')).toEqual([
      'Shares three tags',
      'Shares two tags',
      'Shares one tag',
    ]);
    expect(within(cta()).getByRole('link', { name: 'Take the Pledge' }).getAttribute('href')).toBe(
      '/pledge',
    );
    view.unmount();

    // Fewer related than places: the newest others fill them, not called related.
    view = articles({ posts: three, allRelated: false });
    expect(await titlesUnder('Keep Reading')).toEqual([
      'Shares three tags',
      'Shares two tags',
      'Shares one tag',
    ]);
    view.unmount();

    // The list failing leaves the article and its call to action.
    articles(() => json({ message: 'Database unavailable' }, 503));
    await screen.findByRole('heading', { level: 1 });
    expect(cta()).toBeDefined();
    expect(screen.queryByRole('heading', { name: /Related Articles|Keep Reading/ })).toBeNull();
  });

  it('leaves out the image and citations when the post has none', async () => {
    renderArticle(blogPost({ imageUrl: null, citations: undefined }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'References & Citations' })).toBeNull();
  });

  it('sets the page title and social metadata while open and removes them on leaving', async () => {
    document.title = 'Nitrate-Free November';
    const { unmount } = renderArticle();
    await screen.findByRole('heading', { level: 1 });

    expect(document.title).toBe('Processed Meat Explained | Nitrate-Free November');
    expect(meta('property', 'og:title')).toEqual(['Processed Meat Explained']);
    expect(meta('property', 'og:description')).toEqual([
      'What the IARC classification means for your breakfast.',
    ]);
    expect(meta('name', 'description')).toEqual([
      'What the IARC classification means for your breakfast.',
    ]);
    expect(meta('property', 'og:type')).toEqual(['article']);
    const url = `https://nitratefree.example/blog/${SLUG}`;
    expect(meta('property', 'og:url')).toEqual([url]);
    expect(
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')).map(
        (link) => link.href,
      ),
    ).toEqual([url]);
    expect(meta('property', 'og:image')).toEqual(['https://images.example.org/meat.jpg']);
    expect(meta('property', 'og:site_name')).toEqual(['Nitrate-Free November']);
    expect(meta('name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta('name', 'author')).toEqual(['Dr. Jane Doe']);
    expect(meta('property', 'article:published_time')).toEqual(['2024-01-05T00:00:00.000Z']);
    expect(meta('property', 'article:tag')).toEqual([
      'Research',
      'IARC',
      'Cancer',
      'Diet',
      'Labels',
    ]);

    const graph = (
      JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
        '@graph': Record<string, unknown>[];
      }
    )['@graph'];
    expect(graph[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Processed Meat Explained',
      mainEntityOfPage: url,
      image: 'https://images.example.org/meat.jpg',
    });
    expect(graph[1]!['@type']).toBe('BreadcrumbList');

    unmount();
    expect(document.head.querySelectorAll('meta, link')).toHaveLength(0);
    expect(document.title).not.toContain('Processed Meat Explained');
  });

  it('shows the campaign card in previews of an article without an image', async () => {
    const { unmount } = renderArticle(blogPost({ imageUrl: undefined }));
    await screen.findByRole('heading', { level: 1 });
    expect(meta('property', 'og:image')).toEqual([
      'https://nitratefree.example/api/share-card.png',
    ]);
    expect(meta('property', 'og:image:width')).toEqual(['1200']);
    expect(meta('property', 'og:image:height')).toEqual(['630']);
    expect(meta('property', 'og:image:alt')).toEqual([
      "How many people have taken the campaign's pledge, and its goal",
    ]);
    expect(meta('name', 'twitter:card')).toEqual(['summary_large_image']);
    unmount();
  });

  it('opens 600×400 share popups centred on screen with the page address (Twitter gets the excerpt)', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const screenWidth = vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1600);
    const screenHeight = vi.spyOn(window.screen, 'height', 'get').mockReturnValue(1000);
    const user = userEvent.setup();
    renderArticle();
    await screen.findByRole('heading', { level: 1 });
    const url = encodeURIComponent(window.location.href);

    const [facebook] = screen.getAllByRole('button', { name: 'Share on Facebook' });
    await user.click(facebook!);
    await user.click(screen.getAllByRole('button', { name: 'Share on Twitter' })[1]!);
    await user.click(screen.getAllByRole('button', { name: 'Share on LinkedIn' })[0]!);

    expect(open.mock.calls.map((call) => call[0])).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(
        'What the IARC classification means for your breakfast.',
      )}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    ]);
    for (const call of open.mock.calls) {
      expect(call[1]).toBe('_blank');
      expect(call[2]).toMatch(/^width=600,height=400,left=500,top=300,/);
    }
    screenWidth.mockRestore();
    screenHeight.mockRestore();
  });

  it('gives Twitter the title when there is no excerpt', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderArticle(blogPost({ excerpt: '' }));
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Share on Twitter' })[0]!);
    expect(open.mock.calls[0]![0]).toContain(
      `&text=${encodeURIComponent('Processed Meat Explained')}`,
    );
  });

  it('copies the link, toasts, and reads "Copied!" for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const toasts = captureToasts();
    renderArticle();
    await screen.findByRole('heading', { level: 1 });

    vi.useFakeTimers();
    const [copy] = screen.getAllByRole('button', { name: 'Copy Link' });
    await act(async () => {
      fireEvent.click(copy!);
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(copy).toHaveTextContent('Copied!');
    expect(toasts.added()).toEqual([
      expect.objectContaining({
        title: 'Link copied!',
        description: 'The link has been copied to your clipboard.',
      }),
    ]);

    await act(() => vi.advanceTimersByTime(1999));
    expect(copy).toHaveTextContent('Copied!');
    await act(() => vi.advanceTimersByTime(1));
    expect(copy).toHaveTextContent('Copy Link');
    toasts.stop();
  });

  it('toasts "Failed to copy" when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const toasts = captureToasts();
    const user = userEvent.setup();
    renderArticle();
    await screen.findByRole('heading', { level: 1 });
    // user-event installs its own clipboard on setup; put the failing one back.
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });

    await user.click(screen.getAllByRole('button', { name: 'Copy Link' })[0]!);
    expect(toasts.added()).toEqual([
      expect.objectContaining({
        title: 'Failed to copy',
        description: 'Please try again.',
        variant: 'destructive',
      }),
    ]);
    expect(screen.getAllByRole('button', { name: 'Copy Link' })).toHaveLength(2);
    toasts.stop();
  });

  it('shows "Article Not Found" with a Back to Blog button for a missing post', async () => {
    mockApi({ [`GET /api/blog/${SLUG}`]: () => json({ message: 'Post not found' }, 404) });
    renderWithProviders(<BlogPostPage />, { route: `/blog/${SLUG}`, path: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Article Not Found');
    expect(
      screen.getByText("The article you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
    expect(meta('name', 'robots')).toEqual(['noindex']);
    expect(meta('property', 'article:published_time')).toEqual([]);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('shows "Article Not Found" when the request fails', async () => {
    mockApi({ [`GET /api/blog/${SLUG}`]: () => new Response('', { status: 500 }) });
    renderWithProviders(<BlogPostPage />, { route: `/blog/${SLUG}`, path: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Article Not Found');
  });
});
