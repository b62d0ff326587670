import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PasswordLinkPanel } from './PasswordLinkPanel';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('reads "Copied" for 2 s after copying the link, then "Copy" again', async () => {
  const writeText = vi.fn().mockResolvedValue(undefined);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  render(
    <PasswordLinkPanel
      email="tess@example.org"
      link={{ url: '/api/set-password?token=abc', expiresAt: '2026-11-02T10:00:00.000Z' }}
    />,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  });
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/set-password?token=abc`);
  expect(screen.getByRole('status').textContent).toBe('Link copied');

  await act(() => vi.advanceTimersByTime(1999));
  expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
  await act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
  expect(screen.getByRole('status').textContent).toBe('');
});
