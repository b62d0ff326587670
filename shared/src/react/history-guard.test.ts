import { afterEach, describe, expect, it } from 'vitest';
import { guardHistorySteps, listenBeforeRouter } from './history-guard';

const removers: (() => void)[] = [];
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
});

describe('history guard', () => {
  it('lets a guard see a step before listeners added later, and stop it reaching them', () => {
    listenBeforeRouter();
    const seen: string[] = [];
    const router = () => seen.push('router');
    window.addEventListener('popstate', router);
    removers.push(() => window.removeEventListener('popstate', router));

    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual(['router']);

    removers.push(
      guardHistorySteps((event) => {
        seen.push('guard');
        event.stopImmediatePropagation();
      }),
    );
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual(['router', 'guard']);
  });

  it('listens once however often it is asked, and forgets a removed guard', () => {
    listenBeforeRouter();
    listenBeforeRouter();
    let calls = 0;
    const remove = guardHistorySteps(() => {
      calls += 1;
    });
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(calls).toBe(1);
    remove();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(calls).toBe(1);
  });
});
