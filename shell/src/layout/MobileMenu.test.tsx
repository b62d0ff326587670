import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation, useNavigate } from '@campaign/shared/router';
import { MemoryRouter } from '@campaign/shared/router/testing';
import { NAV_ITEMS } from '@campaign/shared';
import { MobileMenu } from './MobileMenu';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/tips')}>
      Go elsewhere
    </button>
  );
}

function renderMenu(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MobileMenu />
      <GoElsewhere />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;
/** The browser shows the panel only while its <details> is open. */
const isOpen = () => toggle().closest('details')!.open;

describe('MobileMenu', () => {
  it('opens and closes with its toggle, reflecting the state in aria-expanded', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(isOpen()).toBe(false);

    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(isOpen()).toBe(true);
    expect(panel().contains(screen.getByRole('navigation', { name: 'Mobile' }))).toBe(true);

    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(isOpen()).toBe(false);
  });

  it('offers the seven nav items and the call to action, marking the current route', async () => {
    const user = userEvent.setup();
    renderMenu('/impact');
    await user.click(toggle());
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      ...NAV_ITEMS.map((i) => i.label),
      'Take the Pledge',
    ]);
    expect(within(nav).getByRole('link', { name: 'Take the Pledge' }).getAttribute('href')).toBe(
      '/pledge',
    );
    expect(within(nav).getByRole('link', { name: 'Impact' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('closes when an item is chosen, after navigating to it', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(toggle());
    await user.click(within(panel()).getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('where').textContent).toBe('/about');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(isOpen()).toBe(false);
  });

  it('closes when the call to action is chosen, even on the current page', async () => {
    const user = userEvent.setup();
    renderMenu('/pledge');
    await user.click(toggle());
    await user.click(within(panel()).getByRole('link', { name: 'Take the Pledge' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(toggle());
    within(panel()).getByRole('link', { name: 'Values' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a press outside it and on a route change from elsewhere', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(toggle());
    fireEvent.pointerDown(document.body);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle());
    fireEvent.pointerDown(within(panel()).getByRole('link', { name: 'Tips' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(screen.getByTestId('where').textContent).toBe('/tips');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('is a <details> the browser opens at a tap, before scripts run or without them', () => {
    const html = renderToString(
      <MemoryRouter>
        <MobileMenu />
      </MemoryRouter>,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    const summary = host.querySelector('details > summary');
    expect(summary?.getAttribute('aria-label')).toBe('Menu');
    expect(host.querySelector('details')!.open).toBe(false);
    expect(host.querySelector('details nav[aria-label="Mobile"]')).not.toBeNull();
  });

  it('takes a menu the visitor opened before hydration as open', () => {
    const { container } = renderMenu();
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });
});
