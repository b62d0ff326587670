import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogPost } from './test/fixtures';
import { renderWithProviders } from './test/utils';
import ArticlePreview from './ArticlePreview';

describe('ArticlePreview (exposed to the console)', () => {
  it('draws the article as its page does, without touching the page’s title or metadata', () => {
    document.title = 'Content Management';
    renderWithProviders(<ArticlePreview post={blogPost({ title: 'A Draft Being Written' })} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A Draft Being Written');
    expect(screen.getByTestId('article-content').innerHTML).toContain('Key findings');
    screen.getByRole('heading', { name: 'References & Citations' });
    expect(document.title).toBe('Content Management');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('refuses something that is not an article', () => {
    expect(() => ArticlePreview({ post: { title: 'Only a title' } })).toThrow();
  });
});
