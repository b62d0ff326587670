import { afterEach, vi } from 'vitest';
import { notifyManager } from '@campaign/shared/query';

/**
 * jsdom lacks a few browser APIs Ant Design relies on; these stubs stand in for them. Runs after
 * the shared DOM setup (which fails a test on console.error), so the causes of antd warnings
 * are fixed here rather than silenced.
 */
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  // Assigned, not vi.stubGlobal'd: tests unstub their fetch stubs with vi.unstubAllGlobals().
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    value: ResizeObserverStub,
  });
}

// jsdom implements getComputedStyle without pseudo-elements and reports "Not implemented" (a
// console.error) when antd measures the scrollbar through '::-webkit-scrollbar'.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// TanStack Query batches renders with setTimeout(0); a microtask keeps updates flowing when a
// test fakes setTimeout (the sign-in redirect delay).
notifyManager.setScheduler(queueMicrotask);

// jsdom has no canvas: the chart library's column chart becomes a list of its bars, enough for
// tests to see what the dashboard gave it.
vi.mock('@ant-design/charts', () => ({
  Column: ({
    data,
    theme,
  }: {
    data: { label: string; count: number }[];
    theme: { type: string };
  }) => (
    <ol data-testid="column-chart" data-theme={theme.type}>
      {data.map((point) => (
        <li key={point.label}>{`${point.label}: ${point.count}`}</li>
      ))}
    </ol>
  ),
}));

// Editors keep unsaved edits in localStorage (lib/local-draft-copy.ts): each test starts with
// none left by the one before.
afterEach(() => window.localStorage.clear());
