import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@campaign/shared/router/testing';
import { HEADER_HEIGHT, NAV_ITEMS } from '@campaign/shared';
import { Header } from './Header';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

const banner = () => screen.getByRole('banner');
const mainNav = () => within(banner()).getByRole('navigation', { name: 'Main' });

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('Header', () => {
  it('links the campaign name with its badge to the home page', () => {
    renderAt('/about');
    const brand = within(banner()).getByRole('link', { name: 'Nitrate-Free November' });
    expect(brand.getAttribute('href')).toBe('/');
  });

  it('shows the seven nav items in display order, the pledge call to action and the theme toggle', () => {
    renderAt('/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      NAV_ITEMS.map((i) => [i.label, i.to]),
    );
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      'Home',
      'About',
      'Values',
      'Impact',
      'Blog',
      'Tips',
      'Contact',
    ]);
    const cta = within(banner()).getAllByRole('link', { name: 'Take the Pledge' })[0]!;
    expect(cta.getAttribute('href')).toBe('/pledge');
    expect(
      within(banner()).getByRole('button', { name: /Switch to (dark|light) theme/ }),
    ).toBeVisible();
  });

  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/blog', 'Blog'],
    ['/blog/some-article', 'Blog'],
    ['/contact', 'Contact'],
  ])(
    'marks the current route %s (%s) with aria-current="page" and the highlight',
    (path, label) => {
      renderAt(path);
      const current = within(mainNav())
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page');
      expect(current.map((l) => l.textContent)).toEqual([label]);
      expect(current[0]!.className).toContain('active');
    },
  );

  it('highlights nothing on a route outside the nav', () => {
    renderAt('/pledge');
    const current = within(mainNav())
      .queryAllByRole('link')
      .filter((l) => l.hasAttribute('aria-current'));
    expect(current).toEqual([]);
  });

  it('turns translucent past 20 px of scroll and back at the top', () => {
    renderAt('/');
    expect(banner().dataset.scrolled).toBe('false');
    scrollTo(20);
    expect(banner().dataset.scrolled).toBe('false');
    scrollTo(21);
    expect(banner().dataset.scrolled).toBe('true');
    scrollTo(400);
    expect(banner().dataset.scrolled).toBe('true');
    scrollTo(0);
    expect(banner().dataset.scrolled).toBe('false');
  });

  it('is as tall as the stylesheet makes room for (HEADER_HEIGHT, written into --header-height)', () => {
    // The stylesheet sizes the header and offsets anchor jumps by --header-height.
    const css = readFileSync(path.resolve(import.meta.dirname, '../styles/tokens.css'), 'utf8');
    expect(css).toContain(`--header-height: ${HEADER_HEIGHT}px;`);
  });

  it('starts in the scrolled state when the page loads scrolled', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    renderAt('/');
    expect(banner().dataset.scrolled).toBe('true');
  });

  it('navigates from a nav item', () => {
    renderAt('/');
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Values' }));
    expect(
      within(mainNav()).getByRole('link', { name: 'Values' }).getAttribute('aria-current'),
    ).toBe('page');
  });
});
