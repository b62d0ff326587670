import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type SiteSettings, type Stats } from '@campaign/shared';
import { shareCard } from './share-card';

function setUp(minRedrawMs: number) {
  let total = 10;
  let time = 0;
  const settings: SiteSettings = { ...DEFAULT_SITE_SETTINGS, pledgeGoal: 100 };
  const current = vi.fn(async () => ({ totalPledges: total }) as Stats);
  const card = shareCard({
    stats: { current },
    siteSettings: { read: async () => settings, forget: () => {} },
    siteName: 'Nitrate-Free November',
    minRedrawMs,
    now: () => time,
  });
  return {
    card,
    current,
    pledge: () => (total += 1),
    wait: (ms: number) => (time += ms),
  };
}

describe('shareCard', () => {
  it('draws once for many requests at the same moment', async () => {
    const { card } = setUp(0);
    const answers = await Promise.all([card.current(), card.current(), card.current()]);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps its drawing while the figures stay the same', async () => {
    const { card } = setUp(0);
    const first = await card.current();
    expect(await card.current()).toBe(first);
  });

  it('draws again after a change, but not before the redraw interval has passed', async () => {
    const { card, pledge, wait } = setUp(10_000);
    const first = await card.current();
    pledge();
    wait(9_999);
    expect(await card.current()).toBe(first);
    wait(1);
    const second = await card.current();
    expect(second.etag).not.toBe(first.etag);
  });
});
