import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ABOUT_DEFAULTS } from '@campaign/shared';
import { stubIntersectionObserver } from '../test/intersection';
import { json, mockApi, never, renderWithProviders } from '../test/utils';
import AboutPage from './AboutPage';

describe('AboutPage', () => {
  it('shows "Loading..." while the content loads', () => {
    mockApi({ 'GET /api/content/about': never });
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('renders the mission with a larger first paragraph', async () => {
    mockApi({ 'GET /api/content/about': {} });
    renderWithProviders(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Our Mission');
    const [first, second] = ABOUT_DEFAULTS.mission.paragraphs;
    expect(screen.getByText(first!).className).toBe('lead');
    expect(screen.getByText(second!).className).toBe('paragraph');
  });

  it('lists the 2020–2024 timeline, each event revealed once 20 % is visible and kept', async () => {
    const io = stubIntersectionObserver();
    mockApi({ 'GET /api/content/about': {} });
    renderWithProviders(<AboutPage />);
    const timeline = (await screen.findByRole('heading', { name: 'Our Journey' })).closest(
      'section',
    )!;
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((e) => within(e).getByText(/^20\d\d$/).textContent)).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
    ]);
    expect(events[0]).toHaveTextContent('The Idea Takes Shape');
    // Alternating sides on wide screens.
    expect(events.map((e) => e.classList.contains('left'))).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);

    // Each reveal is a 700 ms transition.
    expect(events.map((e) => e.style.transitionDuration)).toEqual(Array(5).fill('700ms'));

    const first = events[0]!;
    expect(io.thresholdOf(first)).toBe(0.2);
    expect(first.getAttribute('data-visible')).toBe('false');
    io.show(first, 0.1);
    expect(first.getAttribute('data-visible')).toBe('false');
    io.show(first, 0.2);
    expect(first.getAttribute('data-visible')).toBe('true');
    expect(first.classList.contains('visible')).toBe(true);
    // Stays visible after scrolling away (the observer is gone).
    io.show(first, 0);
    expect(first.getAttribute('data-visible')).toBe('true');
    expect(events[1]!.getAttribute('data-visible')).toBe('false');
  });

  it('shows the four team members with initials avatars', async () => {
    mockApi({ 'GET /api/content/about': {} });
    renderWithProviders(<AboutPage />);
    const team = (await screen.findByRole('heading', { name: 'Meet Our Team' })).closest(
      'section',
    )!;
    const cards = within(team).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    // They fade up one after another, 100 ms apart.
    expect(cards.map((card) => card.style.animationDelay)).toEqual([
      '0ms',
      '100ms',
      '200ms',
      '300ms',
    ]);
    expect(cards[0]).toHaveTextContent('SJSarah JohnsonFounder & Campaign Director');
    expect(within(cards[1]!).getByText('MC').getAttribute('aria-hidden')).toBe('true');
  });

  it('ends with the "Join Our Mission" banner', async () => {
    mockApi({ 'GET /api/content/about': {} });
    renderWithProviders(<AboutPage />);
    const banner = (await screen.findByRole('heading', { name: 'Join Our Mission' })).closest(
      'section',
    )!;
    expect(banner).toHaveTextContent('Together, we can create a healthier future for everyone');
    expect(within(banner).getByRole('link').getAttribute('href')).toBe('/pledge');
  });

  it('words the banner as the organiser did, or leaves it out when hidden', async () => {
    mockApi({
      'GET /api/content/about': {
        banner: { title: 'Stand With Us', text: 'One month, one change.', button: 'Sign Up' },
      },
    });
    const { unmount } = renderWithProviders(<AboutPage />);
    const banner = (await screen.findByRole('heading', { name: 'Stand With Us' })).closest(
      'section',
    )!;
    expect(banner).toHaveTextContent('One month, one change.');
    expect(within(banner).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/pledge',
    );
    unmount();

    mockApi({ 'GET /api/content/about': { hiddenSections: ['banner'] } });
    renderWithProviders(<AboutPage />);
    await screen.findByRole('heading', { name: 'Meet Our Team' });
    expect(screen.queryByRole('heading', { name: 'Join Our Mission' })).toBeNull();
  });

  it('uses server texts and falls back silently when the call fails', async () => {
    mockApi({ 'GET /api/content/about': { mission: { title: 'Why We Started' } } });
    const { unmount } = renderWithProviders(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Why We Started');
    unmount();

    mockApi({ 'GET /api/content/about': () => json({ message: 'nope' }, 500) });
    renderWithProviders(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Our Mission');
  });

  it('shows an uploaded photo instead of the initials, at a fixed square size', async () => {
    const [first, ...others] = ABOUT_DEFAULTS.team.members;
    mockApi({
      'GET /api/content/about': {
        team: { members: [{ ...first!, photo: '/uploads/team/sarah.jpg' }, ...others] },
      },
    });
    renderWithProviders(<AboutPage />);
    const photo = await screen.findByRole('img', { name: first!.name });
    expect(photo.getAttribute('src')).toBe('/uploads/team/sarah.jpg');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['80', '80']);
    const card = photo.closest('li')!;
    expect(card.querySelector('[aria-hidden="true"]')).toBeNull();
    // The others keep their initials.
    expect(screen.getByText('MC')).toBeVisible();
  });

  it('leaves out hidden sections and emptied lists, and keeps any number of paragraphs', async () => {
    mockApi({
      'GET /api/content/about': {
        mission: { paragraphs: ['One.', 'Two.', 'Three.', 'Four.'] },
        timeline: { events: [] },
        hiddenSections: ['team'],
      },
    });
    renderWithProviders(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Our Mission');
    for (const text of ['One.', 'Two.', 'Three.', 'Four.']) expect(screen.getByText(text));
    expect(screen.queryByRole('heading', { name: 'Our Journey' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Meet Our Team' })).toBeNull();
    expect(screen.queryByText('Sarah Johnson')).toBeNull();
    // The closing call to pledge stays.
    expect(screen.getByRole('heading', { name: 'Join Our Mission' })).toBeVisible();
  });

  it('keeps a heading for the page when the mission is hidden', async () => {
    mockApi({ 'GET /api/content/about': { hiddenSections: ['mission'] } });
    renderWithProviders(<AboutPage />);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.className).toBe('visually-hidden');
    expect(screen.queryByText(ABOUT_DEFAULTS.mission.paragraphs[0]!)).toBeNull();
  });
});
