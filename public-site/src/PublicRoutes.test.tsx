import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@campaign/shared/query';
import { MemoryRouter } from '@campaign/shared/router/testing';
import { describe, expect, it } from 'vitest';
import { blogPost, STATS } from './test/fixtures';
import { createQueryClient, mockApi } from './test/utils';
import PublicRoutes from './PublicRoutes';

function renderAt(path: string) {
  mockApi({
    'GET /api/content/homepage': {},
    'GET /api/content/about': {},
    'GET /api/content/values': {},
    'GET /api/stats': STATS,
    'GET /api/blog': [],
    'GET /api/blog/processed-meat-explained': blogPost(),
    'GET /api/tips': [],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PublicRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PublicRoutes', () => {
  it.each([
    ['/', /Go Nitrate-Free/],
    ['/about', 'Our Mission'],
    ['/values', 'Our Values'],
    ['/impact', 'Our Impact'],
    ['/blog', 'Research & Insights'],
    ['/blog/processed-meat-explained', 'Processed Meat Explained'],
    ['/tips', 'Tips & Tricks'],
    ['/contact', 'Contact Us'],
    ['/pledge', 'Take the Pledge'],
  ])('%s renders its page', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it('answers any other path with the 404 page and its router hint', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '404 Page Not Found',
    );
    expect(screen.getByText('/no/such/page').tagName).toBe('CODE');
    expect(screen.getByText(/Did you forget to add the page to the router\?/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    // And the two places most visitors who land here were looking for.
    const onward = screen.getByRole('navigation', { name: 'Where to go from here' });
    expect(
      within(onward)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Back to Home', '/'],
      ['Read the Blog', '/blog'],
      ['Take the Pledge', '/pledge'],
    ]);
  });
});
