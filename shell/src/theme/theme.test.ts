import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_EVENT } from '@campaign/shared';
import { applyTheme, readStoredTheme, setTheme, syncThemeAcrossTabs, toggleTheme } from './theme';

const root = document.documentElement;
const themeInit = readFileSync(
  path.resolve(import.meta.dirname, '../../public/theme-init.js'),
  'utf8',
);
const runThemeInit = () => new Function(themeInit)();

beforeEach(() => {
  localStorage.clear();
  root.classList.remove('dark');
  root.style.colorScheme = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the stored theme', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    [null, 'light'],
    ['DARK', 'light'],
    [' dark', 'light'],
    ['"dark"', 'light'],
    ['system', 'light'],
  ] as const)('reads %j as %s', (stored, expected) => {
    if (stored !== null) localStorage.setItem('theme', stored);
    expect(readStoredTheme()).toBe(expected);
  });

  it('falls back to light when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStoredTheme()).toBe('light');
  });
});

describe('theme-init.js, run before first paint', () => {
  it.each([
    ['dark', true],
    ['light', false],
    ['Dark', false],
    ['nonsense', false],
  ] as const)('stored %j → dark class %s', (stored, dark) => {
    localStorage.setItem('theme', stored);
    runThemeInit();
    expect(root.classList.contains('dark')).toBe(dark);
    expect(root.style.colorScheme).toBe(dark ? 'dark' : 'light');
  });

  it('removes a stale dark class when nothing is stored', () => {
    root.classList.add('dark');
    runThemeInit();
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('survives blocked storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runThemeInit).not.toThrow();
    expect(root.classList.contains('dark')).toBe(false);
  });
});

describe('changing the theme', () => {
  it('toggles the root class, stores the choice and announces it to the remotes', () => {
    const announced: unknown[] = [];
    const listener = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener(THEME_EVENT, listener);

    expect(toggleTheme()).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    expect(toggleTheme()).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');

    expect(announced).toEqual([{ theme: 'dark' }, { theme: 'light' }]);
    window.removeEventListener(THEME_EVENT, listener);
  });

  it('still switches the page when storage refuses the write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    setTheme('dark');
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('applyTheme does not touch storage', () => {
    applyTheme('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('follows a change made in another tab, ignoring other keys and bad values', () => {
    const stop = syncThemeAcrossTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(root.classList.contains('dark')).toBe(true);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }));
    expect(root.classList.contains('dark')).toBe(true);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'purple' }));
    expect(root.classList.contains('dark')).toBe(false);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(root.classList.contains('dark')).toBe(false);
  });
});
