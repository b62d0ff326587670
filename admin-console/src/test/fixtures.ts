import { mergeAllPages, type AllPagesContent } from '@campaign/shared';

export const USER = {
  id: 'user-1',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
} as const;

const post = (id: number, slug: string, title: string, publishedDate: string) => ({
  id,
  slug,
  title,
  excerpt: `An excerpt for ${title} that is long enough.`,
  content: `<p>Body of ${title}, written in HTML for the article page.</p>`,
  author: 'Dr. Sarah Johnson',
  publishedDate,
  imageUrl: 'https://example.org/image.jpg',
  imageId: null,
  image: null,
  status: 'published',
  tags: ['research', 'nitrates'],
  citations: ['A citation'],
  createdAt: '2024-01-01T00:00:00.000Z',
});

/** Full posts as GET /api/admin/blog answers them, with fields the editor must not send. */
export const POSTS = [
  post(1, 'older-post', 'The Older Post', '2024-01-05T00:00:00.000Z'),
  post(2, 'newer-post', 'The Newer Post', '2024-03-10T00:00:00.000Z'),
];

const tip = (id: number, category: string, title: string, order: number) => ({
  id,
  category,
  title,
  description: `How to ${title.toLowerCase()} in practice.`,
  icon: 'Package',
  order,
  createdAt: '2024-01-01T00:00:00.000Z',
});

export const TIPS = [
  tip(1, 'Cooking', 'Roast a joint for the week', 1),
  tip(2, 'Shopping', 'Stock nitrite-free staples', 2),
  tip(3, 'Shopping', 'Start at the fresh counters', 1),
  tip(4, 'Labels', 'Learn the E numbers', 1),
];

/** GET /api/admin/content/pages: every page merged; about has three mission paragraphs. */
export function pagesFixture(): AllPagesContent {
  return mergeAllPages(null);
}

/** GET /api/admin/dashboard: 3 unhandled messages (the badge), 30 days and three months. */
export const DASHBOARD = {
  totals: { pledges: 1234, subscribers: 56, unhandledMessages: 3 },
  pledgesPerDay: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10),
    count: index === 26 ? 14 : index % 4,
  })),
  pledgesPerMonth: [
    { month: '2026-09', count: 40 },
    { month: '2026-10', count: 310 },
    { month: '2026-11', count: 884 },
  ],
};
