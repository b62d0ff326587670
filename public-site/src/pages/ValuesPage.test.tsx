import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VALUES_DEFAULTS } from '@campaign/shared';
import { json, mockApi, never, renderWithProviders } from '../test/utils';
import ValuesPage from './ValuesPage';

async function renderValues(content: unknown = {}) {
  mockApi({ 'GET /api/content/values': content });
  renderWithProviders(<ValuesPage />);
  await screen.findByRole('heading', { level: 1 });
  return screen.getAllByRole('button');
}

describe('ValuesPage', () => {
  it('shows "Loading..." while the content loads', () => {
    mockApi({ 'GET /api/content/values': never });
    renderWithProviders(<ValuesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('renders the hero, six value cards with icons and hints, and the closing paragraph', async () => {
    const cards = await renderValues();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Values');
    expect(screen.getByText(VALUES_DEFAULTS.hero.subtitle)).toBeVisible();
    expect(cards).toHaveLength(6);
    // They fade up one after another, 100 ms apart.
    expect(cards.map((card) => card.closest('li')!.style.animationDelay)).toEqual([
      '0ms',
      '100ms',
      '200ms',
      '300ms',
      '400ms',
      '500ms',
    ]);
    expect(cards.map((c) => c.querySelector('[aria-hidden="false"]')?.textContent)).toEqual(
      ['Health First', 'Transparency', 'Advocacy', 'Community', 'Education', 'Equity'].map(
        (title) => `${title}Click to learn more`,
      ),
    );
    for (const card of cards) {
      expect(card.getAttribute('aria-pressed')).toBe('false');
      expect(card.querySelector('svg.lucide')).not.toBeNull();
    }
    expect(cards[0]!.querySelector('.lucide-shield')).not.toBeNull();
    expect(cards[1]!.querySelector('.lucide-eye')).not.toBeNull();
    expect(screen.getByText(VALUES_DEFAULTS.closingParagraph)).toBeVisible();
  });

  it('flips a card on click and back again, each card on its own', async () => {
    const user = userEvent.setup();
    const cards = await renderValues();
    const [health, transparency] = cards;

    await user.click(health!);
    expect(health!.getAttribute('aria-pressed')).toBe('true');
    expect(health!.className).toContain('flipped');
    // The turn takes 500 ms.
    expect((health!.firstElementChild as HTMLElement).style.transitionDuration).toBe('500ms');
    const back = health!.querySelector('[aria-hidden="false"]')!;
    expect(back).toHaveTextContent(VALUES_DEFAULTS.items[0]!.description);
    expect(back).toHaveTextContent('Click to flip back');
    expect(transparency!.getAttribute('aria-pressed')).toBe('false');

    await user.click(transparency!);
    expect(health!.getAttribute('aria-pressed')).toBe('true');
    expect(transparency!.getAttribute('aria-pressed')).toBe('true');

    await user.click(health!);
    expect(health!.getAttribute('aria-pressed')).toBe('false');
    expect(health!.querySelector('[aria-hidden="false"]')).toHaveTextContent('Click to learn more');
    expect(transparency!.getAttribute('aria-pressed')).toBe('true');
  });

  it('flips with Enter and Space from the keyboard', async () => {
    const user = userEvent.setup();
    const cards = await renderValues();
    await user.tab();
    expect(document.activeElement).toBe(cards[0]);
    await user.keyboard('{Enter}');
    expect(cards[0]!.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard(' ');
    expect(cards[0]!.getAttribute('aria-pressed')).toBe('false');
  });

  it('uses server content over the defaults and falls back when the call fails', async () => {
    const cards = await renderValues({
      hero: { title: 'What We Stand For' },
      items: [
        { id: 'one', title: 'Honesty', description: 'We tell it straight.', icon: 'Lightbulb' },
      ],
      flipCardHints: { clickToLearnMore: 'Tap for more' },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What We Stand For');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText('Tap for more')).toBeVisible();
    expect(cards[0]!.querySelector('.lucide-lightbulb')).not.toBeNull();
  });

  it('shows the defaults when the content call fails', async () => {
    const cards = await renderValues(() => json({ message: 'down' }, 500));
    expect(cards).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Values');
  });

  it('leaves out the cards when hidden or emptied, and the closing paragraph when hidden', async () => {
    mockApi({ 'GET /api/content/values': { items: [], hiddenSections: ['closingParagraph'] } });
    renderWithProviders(<ValuesPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('list', { name: 'Our values' })).toBeNull();
    expect(screen.queryByText(VALUES_DEFAULTS.closingParagraph)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Value cards' })).toBeNull();
  });

  it('shows the closing paragraph alone when the cards are hidden', async () => {
    mockApi({ 'GET /api/content/values': { hiddenSections: ['items'] } });
    renderWithProviders(<ValuesPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText(VALUES_DEFAULTS.closingParagraph)).toBeVisible();
  });
});
