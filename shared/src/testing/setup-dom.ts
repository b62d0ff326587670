import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

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
