import { describe, expect, it } from 'vitest';
import { pageTurn } from './ConsoleTable';

describe('pageTurn', () => {
  it('goes to the chosen page while the page size stays', () => {
    expect(pageTurn({ pageSize: 20 }, 3, 20)).toEqual({ page: 3, pageSize: 20 });
  });

  it('starts again at page 1 when another page size is chosen', () => {
    expect(pageTurn({ pageSize: 20 }, 3, 50)).toEqual({ page: 1, pageSize: 50 });
  });
});
