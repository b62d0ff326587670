import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listItem } from '../test/fixtures';
import { json, mockApi, never, renderWithProviders } from '../test/utils';
import BlogPage from './BlogPage';

describe('BlogPage', () => {
  it('shows the title and three skeleton cards while loading', () => {
    mockApi({ 'GET /api/blog': never });
    renderWithProviders(<BlogPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Research & Insights');
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(3);
  });

  it('shows the error text when the list fails', async () => {
    mockApi({ 'GET /api/blog': () => json({ message: 'Database unavailable' }, 503) });
    renderWithProviders(<BlogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog posts. Please try again later.',
    );
  });

  it('shows the empty text when there are no posts', async () => {
    mockApi({ 'GET /api/blog': [] });
    renderWithProviders(<BlogPage />);
    expect(await screen.findByText('No blog posts available yet.')).toBeDefined();
  });

  it('shows a card per post: image, tags, title, excerpt, author, "Jan 5, 2024" and Read Article', async () => {
    mockApi({
      'GET /api/blog': [
        listItem(5, { imageUrl: 'https://img.example.org/5.jpg' }),
        listItem(4, { tags: [] }),
      ],
    });
    renderWithProviders(<BlogPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
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
    expect(within(first).getByText('Author 5')).toBeDefined();
    const date = within(first).getByText('Jan 5, 2024');
    expect(date.getAttribute('datetime')).toBe('2024-01-05T12:00:00.000Z');
    const link = within(first).getByRole('link', {
      name: 'Read Article: Research article number 5',
    });
    expect(link.getAttribute('href')).toBe('/blog/post-5');
  });
});
