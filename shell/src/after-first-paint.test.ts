import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for a frame and the task after it when the server sent a page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const root = document.createElement('div');
    root.innerHTML = '<main>Rendered</main>';
    const painted = afterFirstPaint(root);
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersToNextFrame(); // the frame callback queues the task that runs after the paint
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });

  it('starts at once when there is nothing to paint first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    expect(await settled(afterFirstPaint(document.createElement('div')))).toBe(true);
    expect(await settled(afterFirstPaint(null))).toBe(true);
  });

  it('starts at once in a background tab, where frames wait until it is shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const root = document.createElement('div');
    root.textContent = 'Rendered';
    expect(await settled(afterFirstPaint(root))).toBe(true);
  });
});
