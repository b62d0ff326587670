import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '@campaign/shared/router';
import { MemoryRouter } from '@campaign/shared/router/testing';
import { ScrollToTop } from './ScrollToTop';

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ScrollToTop', () => {
  it('leaves the first page where the visitor (or the browser) scrolled it', () => {
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <ScrollToTop />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on every route change', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Link to="/about">About</Link>
        <Link to="/blog">Blog</Link>
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
