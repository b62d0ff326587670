import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_EVENT, TOAST_VIEWPORT_MAX_WIDTH } from '@campaign/shared';
import { dismissToast, toast, type ToastOptions } from '@campaign/shared/react';
import { Toaster } from './Toaster';

function raise(options: ToastOptions) {
  let handle!: ReturnType<typeof toast>;
  act(() => {
    handle = toast(options);
  });
  return handle;
}

const live = () => screen.getByRole('status');
const toastEl = (title: string) => screen.getByRole('group', { name: title });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast raised through the shared contract in a polite live region', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeVisible();
    expect(live().getAttribute('aria-live')).toBe('polite');
    raise({ title: 'Success!', description: "You've been subscribed to our newsletter." });
    expect(within(live()).getByText('Success!')).toBeVisible();
    expect(within(live()).getByText("You've been subscribed to our newsletter.")).toBeVisible();
    expect(toastEl('Success!').dataset.variant).toBe('default');
  });

  it('shows one toast at a time: a new one replaces the older', () => {
    render(<Toaster />);
    raise({ title: 'First' });
    raise({ title: 'Second' });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(toastEl('Second')).toBeTruthy();
  });

  it('updates a toast in place', () => {
    render(<Toaster />);
    const handle = raise({ title: 'Saving…' });
    act(() => handle.update({ title: 'Saved', description: 'All done' }));
    expect(screen.queryByText('Saving…')).toBeNull();
    expect(within(toastEl('Saved')).getByText('All done')).toBeVisible();
  });

  it('hides a toast when it is dismissed through the contract (one or all)', () => {
    render(<Toaster />);
    const handle = raise({ title: 'One' });
    act(() => handle.dismiss());
    expect(screen.queryByText('One')).toBeNull();
    raise({ title: 'Two' });
    act(() => dismissToast());
    expect(screen.queryByText('Two')).toBeNull();
  });

  it('offers a toast’s link to a page of this site, opening in a new tab', () => {
    render(<Toaster />);
    raise({
      title: 'Success',
      description: 'Blog post updated successfully',
      link: { href: '/blog/a-saved-article', label: 'View article' },
    });
    const link = within(toastEl('Success')).getByRole('link', { name: /View article/ });
    expect(link.getAttribute('href')).toBe('/blog/a-saved-article');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('shows the destructive variant', () => {
    render(<Toaster />);
    raise({
      title: 'Error',
      description: 'Failed to subscribe. Please try again.',
      variant: 'destructive',
    });
    expect(toastEl('Error').dataset.variant).toBe('destructive');
  });

  it('ignores an event whose payload breaks the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Toaster />);
    act(() => {
      window.dispatchEvent(
        new CustomEvent(TOAST_EVENT, { detail: { type: 'add', title: 'No id' } }),
      );
      window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { type: 'explode', id: 'x' } }));
      window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: 'add' }));
      window.dispatchEvent(new CustomEvent(TOAST_EVENT));
    });
    expect(screen.queryAllByRole('group')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('closes by itself after 5000 ms by default', async () => {
    render(<Toaster />);
    raise({ title: 'Hello' });
    await advance(4999);
    expect(screen.getByText('Hello')).toBeVisible();
    await advance(1);
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('honours a toast’s own duration', async () => {
    render(<Toaster />);
    raise({ title: 'Quick', duration: 1000 });
    await advance(999);
    expect(screen.getByText('Quick')).toBeVisible();
    await advance(1);
    expect(screen.queryByText('Quick')).toBeNull();
  });

  it('restarts the clock for a replacing toast', async () => {
    render(<Toaster />);
    raise({ title: 'Old' });
    await advance(4000);
    raise({ title: 'New' });
    await advance(4000);
    expect(screen.getByText('New')).toBeVisible();
    await advance(1000);
    expect(screen.queryByText('New')).toBeNull();
  });

  it('pauses while hovered and resumes with the time that was left', async () => {
    render(<Toaster />);
    raise({ title: 'Hover me' });
    await advance(3000);
    fireEvent.pointerEnter(toastEl('Hover me'));
    await advance(60_000);
    expect(screen.getByText('Hover me')).toBeVisible();
    fireEvent.pointerLeave(toastEl('Hover me'));
    await advance(1999);
    expect(screen.getByText('Hover me')).toBeVisible();
    await advance(1);
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('pauses while focus is inside the toast', async () => {
    render(<Toaster />);
    raise({ title: 'Focus me' });
    const close = within(toastEl('Focus me')).getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    await advance(10_000);
    expect(screen.getByText('Focus me')).toBeVisible();
    act(() => close.blur());
    await advance(5000);
    expect(screen.queryByText('Focus me')).toBeNull();
  });

  it('F8 focuses the viewport, and a focused viewport pauses the toast', async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    const viewport = screen.getByRole('region', { name: 'Notifications (F8)' });
    raise({ title: 'Hotkey' });
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(viewport);
    await advance(20_000);
    expect(screen.getByText('Hotkey')).toBeVisible();
    act(() => viewport.blur());
    await advance(5000);
    expect(screen.queryByText('Hotkey')).toBeNull();
  });

  it('dismisses when swiped right by 50 px or more', () => {
    render(<Toaster />);
    raise({ title: 'Swipe me' });
    const el = toastEl('Swipe me');
    fireEvent.pointerDown(el, { pointerId: 1, clientX: 100, pointerType: 'touch' });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 130, pointerType: 'touch' });
    expect(el.style.transform).toBe('translateX(30px)');
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 150, pointerType: 'touch' });
    fireEvent.pointerUp(el, { pointerId: 1, clientX: 150, pointerType: 'touch' });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('snaps back when swiped less than 50 px, or to the left', () => {
    render(<Toaster />);
    raise({ title: 'Stay' });
    const el = toastEl('Stay');
    fireEvent.pointerDown(el, { pointerId: 1, clientX: 100, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 140, pointerType: 'mouse' });
    fireEvent.pointerUp(el, { pointerId: 1, clientX: 149, pointerType: 'mouse' });
    expect(screen.getByText('Stay')).toBeVisible();
    expect(el.style.transform).toBe('');

    fireEvent.pointerDown(el, { pointerId: 2, clientX: 200, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(el, { pointerId: 2, clientX: 100, pointerType: 'mouse' });
    fireEvent.pointerUp(el, { pointerId: 2, clientX: 100, pointerType: 'mouse' });
    expect(screen.getByText('Stay')).toBeVisible();
  });

  it('does not close by itself while being dragged', async () => {
    render(<Toaster />);
    raise({ title: 'Held' });
    const el = toastEl('Held');
    fireEvent.pointerDown(el, { pointerId: 1, clientX: 0, pointerType: 'touch' });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 20, pointerType: 'touch' });
    await advance(10_000);
    expect(screen.getByText('Held')).toBeVisible();
    fireEvent.pointerCancel(el, { pointerId: 1, clientX: 20, pointerType: 'touch' });
    await advance(5000);
    expect(screen.queryByText('Held')).toBeNull();
  });

  it('keeps the viewport width the stylesheet sets from 768 px up (TOAST_VIEWPORT_MAX_WIDTH)', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, 'Toaster.module.css'), 'utf8');
    const medium = /@media \(min-width: 768px\) \{[^}]*\{([^}]*)\}/.exec(css)?.[1];
    expect(medium).toContain(`max-width: ${TOAST_VIEWPORT_MAX_WIDTH}px;`);
  });

  it('closes with its close button or Escape, handing focus to the viewport', () => {
    render(<Toaster />);
    raise({ title: 'Close me' });
    fireEvent.click(
      within(toastEl('Close me')).getByRole('button', { name: 'Close notification' }),
    );
    expect(screen.queryByText('Close me')).toBeNull();

    raise({ title: 'Escape me' });
    const close = within(toastEl('Escape me')).getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByText('Escape me')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});
