import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tip } from '../test/fixtures';
import { json, mockApi, never, renderWithProviders } from '../test/utils';
import TipsPage from './TipsPage';

const TIPS = [
  tip(1, { title: 'Shop the perimeter', order: 2 }),
  tip(2, { title: 'Choose fresh meat', order: 1, icon: 'NotAnIcon' }),
  tip(3, { category: 'Labels', title: 'Look for E250', icon: 'FileText' }),
  tip(4, { category: 'Cooking', title: 'Make your own sausage', icon: 'ChefHat' }),
];

describe('TipsPage', () => {
  it('shows the title, the four tabs with Shopping selected, and six skeletons while loading', () => {
    mockApi({ 'GET /api/tips': never });
    renderWithProviders(<TipsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tips & Tricks');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Shopping', 'Labels', 'Cooking', 'Dining Out']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(screen.getAllByTestId('tip-skeleton')).toHaveLength(6);
  });

  it('shows the selected category, ordered, with icons by name falling back to Package', async () => {
    mockApi({ 'GET /api/tips': TIPS });
    renderWithProviders(<TipsPage />);
    const panel = screen.getByRole('tabpanel', { name: 'Shopping' });
    const cards = await within(panel).findAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Choose fresh meat',
      'Shop the perimeter',
    ]);
    expect(cards[0]!.querySelector('.lucide-package')).not.toBeNull();
    expect(cards[1]!.querySelector('.lucide-shopping-cart')).not.toBeNull();
    expect(cards[0]).toHaveTextContent('Tip description number 2 with advice.');
    // They fade up one after another, 100 ms apart.
    expect(cards.map((card) => card.style.animationDelay)).toEqual(['0ms', '100ms']);
  });

  it('switches tabs by click and by arrow, Home and End keys', async () => {
    mockApi({ 'GET /api/tips': TIPS });
    const user = userEvent.setup();
    renderWithProviders(<TipsPage />);
    await screen.findByText('Shop the perimeter');

    await user.click(screen.getByRole('tab', { name: 'Labels' }));
    const labels = screen.getByRole('tabpanel', { name: 'Labels' });
    expect(within(labels).getByText('Look for E250')).toBeVisible();
    expect(labels.querySelector('.lucide-file-text')).not.toBeNull();

    await user.keyboard('{ArrowRight}');
    const cooking = screen.getByRole('tab', { name: 'Cooking' });
    expect(cooking.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(cooking);
    expect(cooking.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Labels' }).tabIndex).toBe(-1);
    expect(screen.getByText('Make your own sausage')).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dining Out' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shopping' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Dining Out' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Shopping' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dining Out' }));
  });

  it('makes each tab a link to the page with the tab in its address, selected from it', async () => {
    mockApi({ 'GET /api/tips': TIPS });
    renderWithProviders(<TipsPage />, { route: '/tips?tab=labels' });
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual([
      '/tips?tab=shopping',
      '/tips?tab=labels',
      '/tips?tab=cooking',
      '/tips?tab=dining-out',
    ]);
    expect(screen.getByRole('tab', { name: 'Labels' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Look for E250')).toBeVisible();
  });

  it('falls back to the first tab for an address naming no tab it knows', () => {
    mockApi({ 'GET /api/tips': never });
    renderWithProviders(<TipsPage />, { route: '/tips?tab=nonsense' });
    expect(screen.getByRole('tab', { name: 'Shopping' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows the empty text for a category without tips', async () => {
    mockApi({ 'GET /api/tips': TIPS });
    const user = userEvent.setup();
    renderWithProviders(<TipsPage />);
    await screen.findByText('Shop the perimeter');
    await user.click(screen.getByRole('tab', { name: 'Dining Out' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'No tips available in this category yet.',
    );
  });

  it('shows the error text when tips fail to load', async () => {
    mockApi({ 'GET /api/tips': () => json({ message: 'down' }, 500) });
    renderWithProviders(<TipsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load tips. Please try again later.',
    );
  });

  it('ends with "Have a tip to share?" linking to /contact', () => {
    mockApi({ 'GET /api/tips': never });
    renderWithProviders(<TipsPage />);
    const block = screen.getByRole('heading', { name: 'Have a tip to share?' }).closest('section')!;
    expect(within(block).getByRole('link').getAttribute('href')).toBe('/contact');
  });
});
