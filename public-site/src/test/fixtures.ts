import type { BlogListItem, BlogPost, Stats, Tip } from '@campaign/shared';

export const STATS: Stats = {
  totalPledges: 4321,
  growthRate: 87,
  socialReach: 990_000,
  yearOverYearData: [
    { year: 2023, pledges: 1000 },
    { year: 2024, pledges: 4321 },
  ],
};

export function listItem(n: number, extra: Partial<BlogListItem> = {}): BlogListItem {
  return {
    id: n,
    slug: `post-${n}`,
    title: `Research article number ${n}`,
    excerpt: `Excerpt of article ${n} explaining what the evidence says.`,
    author: `Author ${n}`,
    publishedDate: `2024-01-0${n}T12:00:00.000Z`,
    imageUrl: null,
    tags: [`tag-a${n}`, `tag-b${n}`, `tag-c${n}`],
    ...extra,
  };
}

export function blogPost(extra: Partial<BlogPost> = {}): BlogPost {
  return {
    ...listItem(1),
    slug: 'processed-meat-explained',
    title: 'Processed Meat Explained',
    excerpt: 'What the IARC classification means for your breakfast.',
    author: 'Dr. Jane Doe',
    publishedDate: '2024-01-05T00:00:00.000Z',
    imageUrl: 'https://images.example.org/meat.jpg',
    tags: ['Research', 'IARC', 'Cancer', 'Diet', 'Labels', 'Sixth'],
    // 401 words: reading time rounds up to 3 minutes.
    content: `<h2>Key findings</h2><p>${'word '.repeat(399)}</p>`,
    citations: ['IARC Monograph Vol. 114 (2018).', 'WHO Q&A on processed meat (2015).'],
    createdAt: '2024-01-05T00:00:00.000Z',
    ...extra,
  };
}

export function tip(id: number, extra: Partial<Tip> = {}): Tip {
  return {
    id,
    category: 'Shopping',
    title: `Tip title ${id}`,
    description: `Tip description number ${id} with advice.`,
    icon: 'ShoppingCart',
    order: id,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...extra,
  };
}
