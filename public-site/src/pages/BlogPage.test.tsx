import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listItem } from '../test/fixtures';
import { json, mockApi, never, renderWithProviders } from '../test/utils';
import BlogPage from './BlogPage';

/** GET /api/blog?page=N's answer when every article fits on one page. */
const onePage = (posts: unknown[]) => ({ posts, page: 1, pageCount: 1, total: posts.length });

describe('BlogPage', () => {
  it('shows the title and three skeleton cards while loading', () => {
    mockApi({ 'GET /api/blog?page=1': never });
    renderWithProviders(<BlogPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Research & Insights');
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(3);
  });

  it('shows the error text when the list fails', async () => {
    mockApi({ 'GET /api/blog?page=1': () => json({ message: 'Database unavailable' }, 503) });
    renderWithProviders(<BlogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog posts. Please try again later.',
    );
  });

  it('shows the empty text when there are no posts', async () => {
    mockApi({ 'GET /api/blog?page=1': onePage([]) });
    renderWithProviders(<BlogPage />);
    expect(await screen.findByText('No blog posts available yet.')).toBeVisible();
  });

  it('shows a card per post: image, tags, title, excerpt, author, "Jan 5, 2024" and Read Article', async () => {
    mockApi({
      'GET /api/blog?page=1': onePage([
        listItem(5, { imageUrl: 'https://img.example.org/5.jpg' }),
        listItem(4, { tags: [] }),
      ]),
    });
    renderWithProviders(<BlogPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    // They fade up one after another, 100 ms apart.
    expect(cards.map((card) => card.style.animationDelay)).toEqual(['0ms', '100ms']);
    const [first, second] = cards as [HTMLElement, HTMLElement];

    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://img.example.org/5.jpg');
    expect(second.querySelector('img')).toBeNull();
    expect(within(first).getByRole('list', { name: 'Tags' })).toHaveTextContent(
      'tag-a5tag-b5tag-c5',
    );
    expect(within(second).queryByRole('list', { name: 'Tags' })).toBeNull();
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Research article number 5',
    );
    expect(within(first).getByText(/Excerpt of article 5/).className).toBe('excerpt');
    expect(within(first).getByText('Author 5')).toBeVisible();
    const date = within(first).getByText('Jan 5, 2024');
    expect(date.getAttribute('datetime')).toBe('2024-01-05T12:00:00.000Z');
    const link = within(first).getByRole('link', {
      name: 'Read Article: Research article number 5',
    });
    expect(link.getAttribute('href')).toBe('/blog/post-5');
  });

  it('gives an uploaded image every width it has, its size and its alt text', async () => {
    const image = {
      id: 3,
      alt: 'Fresh vegetables on a board',
      width: 1440,
      height: 810,
      src: '/uploads/0123456789abcdef0123456789abcdef-1440.webp',
      srcset:
        '/uploads/0123456789abcdef0123456789abcdef-480.webp 480w, /uploads/0123456789abcdef0123456789abcdef-1440.webp 1440w',
    };
    mockApi({ 'GET /api/blog?page=1': onePage([listItem(5, { image, imageUrl: image.src })]) });
    renderWithProviders(<BlogPage />);
    const img = within(await screen.findByRole('article')).getByRole('img', { name: image.alt });
    expect(img.getAttribute('src')).toBe(image.src);
    expect(img.getAttribute('srcset')).toBe(image.srcset);
    expect(img.getAttribute('sizes')).toMatch(/100vw$/);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1440', '810']);
    // The first card of the list is fetched at once.
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('shows the page the address names, with plain links to the newer and older pages', async () => {
    mockApi({
      'GET /api/blog?page=2': {
        posts: [listItem(8), listItem(7)],
        page: 2,
        pageCount: 3,
        total: 22,
      },
    });
    renderWithProviders(<BlogPage />, { route: '/blog?page=2' });
    const pages = await screen.findByRole('navigation', { name: 'Article pages' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(pages).toHaveTextContent('Page 2 of 3');
    // The first page is /blog itself.
    expect(within(pages).getByRole('link', { name: '← Newer articles' }).getAttribute('href')).toBe(
      '/blog',
    );
    expect(within(pages).getByRole('link', { name: 'Older articles →' }).getAttribute('href')).toBe(
      '/blog?page=3',
    );
  });

  it('shows no page links when every article fits on one page', async () => {
    mockApi({ 'GET /api/blog?page=1': onePage([listItem(1)]) });
    renderWithProviders(<BlogPage />, { route: '/blog?page=nonsense' });
    await screen.findByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Article pages' })).toBeNull();
  });

  it('says when a page is past the last, and links to the newest', async () => {
    mockApi({
      'GET /api/blog?page=9': () => json({ message: 'There is no such page of articles' }, 404),
    });
    renderWithProviders(<BlogPage />, { route: '/blog?page=9' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no page 9 of articles.');
    expect(within(alert).getByRole('link', { name: 'See the newest' }).getAttribute('href')).toBe(
      '/blog',
    );
  });
});
