// The types of the matchers in dom-matchers.ts. Each front end's tsconfig lists this file under
// "types" as `@campaign/shared/testing/vitest-dom`.
import 'vitest';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  interface Matchers<T = any> {
    toBeVisible(): T;
    toHaveTextContent(expected: string | RegExp): T;
  }
}
