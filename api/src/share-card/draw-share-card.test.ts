import { describe, expect, it } from 'vitest';
import { drawShareCard } from './draw-share-card';

const textOf = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('drawShareCard', () => {
  it('writes the total, and with a goal the share of it', () => {
    const svg = drawShareCard({ siteName: 'Nitrate-Free November', total: 12_847, goal: 20_000 });
    expect(textOf(svg)).toEqual([
      'Nitrate-Free November',
      '12,847',
      'people have taken the pledge',
      '64% of our goal of 20,000',
    ]);
  });

  it('speaks of one person in the singular, and of a tiny share as less than 1%', () => {
    const svg = drawShareCard({ siteName: 'N', total: 1, goal: 1_000 });
    expect(textOf(svg)).toContain('person has taken the pledge');
    expect(textOf(svg)).toContain('less than 1% of our goal of 1,000');
  });

  it('draws no progress bar without a goal, and a full one past it', () => {
    expect(textOf(drawShareCard({ siteName: 'N', total: 5, goal: 0 }))).toEqual([
      'N',
      '5',
      'people have taken the pledge',
    ]);
    const past = drawShareCard({ siteName: 'N', total: 150, goal: 100 });
    expect(textOf(past)).toContain('100% of our goal of 100');
    expect(past).toContain('width="1040" height="28" rx="14" fill="#fcd34d"');
  });

  it('shows no number below the display threshold', () => {
    expect(textOf(drawShareCard({ siteName: 'N', total: null, goal: 100 }))).toEqual([
      'N',
      'Take the pledge',
      'Be one of the first to join.',
    ]);
  });

  it('escapes the campaign name and cuts a long one', () => {
    const svg = drawShareCard({ siteName: `<Tom & "Jerry">${'x'.repeat(60)}`, total: 2, goal: 0 });
    const [title] = textOf(svg);
    expect(title).toMatch(/^&lt;Tom &amp; &quot;Jerry&quot;&gt;x+…$/);
    expect(svg).not.toContain('<Tom');
  });
});
