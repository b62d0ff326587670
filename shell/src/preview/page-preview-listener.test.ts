import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@campaign/shared/query';
import {
  HOMEPAGE_DEFAULTS,
  PAGE_PREVIEW_CONTENT,
  PAGE_PREVIEW_READY,
  queryKeys,
  type HomepageContent,
} from '@campaign/shared';
import { isFramedBySameSite } from './index';
import { listenForPagePreviews } from './page-preview-listener';

/** A framed page's window: jsdom's own, with a parent that records what it is sent. */
function framedWindow() {
  const parent = { postMessage: vi.fn() } as unknown as Window;
  const win = Object.create(window, { parent: { value: parent } }) as Window;
  win.addEventListener = window.addEventListener.bind(window);
  win.removeEventListener = window.removeEventListener.bind(window);
  return { win, parent };
}

function send(data: unknown, source: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

const draft = { hero: { headline: 'Our own campaign' } };
let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('page preview listener', () => {
  it('tells the parent it is ready and shows a draft from it in place of the stored page', () => {
    const client = new QueryClient();
    const { win, parent } = framedWindow();
    stop = listenForPagePreviews(client, win);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: PAGE_PREVIEW_READY },
      window.location.origin,
    );

    send({ type: PAGE_PREVIEW_CONTENT, pageKey: 'homepage', content: draft }, parent);
    const page = client.getQueryData<HomepageContent>(queryKeys.pageContent('homepage'));
    expect(page?.hero.headline).toBe('Our own campaign');
    // Merged like a stored page: what the draft leaves out is the built-in text.
    expect(page?.hero.subheadline).toBe(HOMEPAGE_DEFAULTS.hero.subheadline);
  });

  it('ignores other frames, other origins, unknown pages and other messages', () => {
    const client = new QueryClient();
    const { win, parent } = framedWindow();
    stop = listenForPagePreviews(client, win);
    const message = { type: PAGE_PREVIEW_CONTENT, pageKey: 'homepage', content: draft };
    send(message, window);
    send(message, parent, 'https://elsewhere.example');
    send({ ...message, pageKey: 'privacy' }, parent);
    send({ ...message, pageKey: 'nope' }, parent);
    send({ type: 'other', pageKey: 'homepage', content: draft }, parent);
    expect(client.getQueryData(queryKeys.pageContent('homepage'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.pageContent('privacy'))).toBeUndefined();
  });

  it('keeps a draft that does not fit the page from breaking it: the section falls back', () => {
    const client = new QueryClient();
    const { win, parent } = framedWindow();
    stop = listenForPagePreviews(client, win);
    send(
      { type: PAGE_PREVIEW_CONTENT, pageKey: 'homepage', content: { hero: { headline: 42 } } },
      parent,
    );
    const page = client.getQueryData<HomepageContent>(queryKeys.pageContent('homepage'));
    expect(page?.hero).toEqual(HOMEPAGE_DEFAULTS.hero);
  });

  it('stops any form inside the preview from being sent', () => {
    const { win } = framedWindow();
    stop = listenForPagePreviews(new QueryClient(), win);
    const form = document.createElement('form');
    document.body.append(form);
    const reached = vi.fn();
    form.addEventListener('submit', reached);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    form.remove();
  });
});

describe('isFramedBySameSite', () => {
  it('is false for a top-level page and for a parent on another origin', () => {
    expect(isFramedBySameSite(window)).toBe(false);
    const foreign = {
      get location(): Location {
        throw new DOMException('Blocked', 'SecurityError');
      },
    };
    const win = Object.create(window, { parent: { value: foreign } }) as Window;
    expect(isFramedBySameSite(win)).toBe(false);
  });

  it('is true inside a frame of this origin', () => {
    const parent = { location: { origin: window.location.origin } } as Window;
    const win = Object.create(window, {
      parent: { value: parent },
      location: { value: window.location },
    }) as Window;
    expect(isFramedBySameSite(win)).toBe(true);
  });
});
