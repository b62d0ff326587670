import { describe, expect, it, vi } from 'vitest';
import { pageTurn, sizedPaging } from './ConsoleTable';

describe('pageTurn', () => {
  it('goes to the chosen page while the page size stays', () => {
    expect(pageTurn({ pageSize: 20 }, 3, 20)).toEqual({ page: 3, pageSize: 20 });
  });

  it('starts again at page 1 when another page size is chosen', () => {
    expect(pageTurn({ pageSize: 20 }, 3, 50)).toEqual({ page: 1, pageSize: 50 });
  });
});

describe('sizedPaging', () => {
  it('shows the address’s page and size, and turns pages by the same rule', () => {
    const turn = vi.fn();
    const paging = sizedPaging({ page: 2, pageSize: 20 }, turn);
    expect(paging).toMatchObject({ current: 2, pageSize: 20, showSizeChanger: true });

    paging.onChange!(3, 20);
    paging.onChange!(3, 50);
    expect(turn.mock.calls).toEqual([[{ page: 3, pageSize: 20 }], [{ page: 1, pageSize: 50 }]]);
  });
});
