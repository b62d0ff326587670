import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { domMatchers } from './dom-matchers';

expect.extend(domMatchers);

// findBy*/waitFor give up after 1 s by default: on a 2-core machine running the API suites
// beside these, an antd screen can take longer to appear. A wait that succeeds is no slower.
configure({ asyncUtilTimeout: 5000 });

/**
 * DOM test setup for every front end: a console.error during a test fails it, so React
 * warnings (act, keys, DOM nesting) cannot pass unnoticed.
 */
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  expect(
    calls.map((args: unknown[]) => args.map(String).join(' ')),
    'console.error was called',
  ).toEqual([]);
});
