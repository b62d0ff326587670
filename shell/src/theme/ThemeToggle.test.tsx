import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTheme } from '@campaign/shared/react';
import { resetTooltipSkip } from '../tooltip/Tooltip';
import { ThemeToggle } from './ThemeToggle';
import { useThemeSync } from './use-theme-sync';

/** Stands in for a remote: it follows the theme only through the shared hook. */
function RemoteProbe() {
  return <p data-testid="remote-theme">{useTheme()}</p>;
}

function Shell() {
  useThemeSync();
  return (
    <>
      <ThemeToggle />
      <RemoteProbe />
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  resetTooltipSkip();
});

describe('ThemeToggle', () => {
  it('names what pressing it does, and switches theme, storage and remotes', () => {
    render(<Shell />);
    const toggle = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(screen.getByTestId('remote-theme').textContent).toBe('light');

    fireEvent.click(toggle);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByTestId('remote-theme').textContent).toBe('dark');
    expect(toggle.getAttribute('aria-label')).toBe('Switch to light theme');

    fireEvent.click(toggle);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByTestId('remote-theme').textContent).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBe(toggle);
  });

  it('starts from the dark class the init script set', () => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');
    render(<Shell />);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByTestId('remote-theme').textContent).toBe('dark');
  });

  it('applies the stored theme on mount should the init script not have run', () => {
    localStorage.setItem('theme', 'dark');
    render(<Shell />);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByTestId('remote-theme').textContent).toBe('dark');
  });

  it('follows another tab', () => {
    render(<Shell />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
