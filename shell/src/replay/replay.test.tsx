import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { THEME_EVENT } from '@campaign/shared';
import { findAgain, isHydrated, replay, takeOverWhenHydrated, type EarlyInput } from './replay';

const earlyInput = readFileSync(
  path.resolve(import.meta.dirname, '../../public/early-input.js'),
  'utf8',
);
/** Runs public/early-input.js as the document's head would, and returns what it left. */
const runEarlyInput = (): EarlyInput => {
  new Function(earlyInput)();
  return window.__earlyInput!;
};

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.classList.remove('dark');
  root.style.colorScheme = '';
  document.body.innerHTML = '';
});

afterEach(() => {
  window.__earlyInput?.take();
  delete window.__earlyInput;
  vi.restoreAllMocks();
});

function button(name: string, onClick: () => unknown = vi.fn()) {
  const element = document.createElement('button');
  element.type = 'button';
  element.dataset.replay = name;
  element.addEventListener('click', onClick);
  document.body.append(element);
  return { element, onClick };
}

describe('early-input.js, before the app runs', () => {
  it('holds a click on a marked control: not default-prevented for nothing, never seen below', () => {
    const early = runEarlyInput();
    const { element, onClick } = button('value-card');
    element.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(early.take()).toEqual([{ element, name: 'value-card', index: 0 }]);
  });

  it('keeps the order and the position of each control among its namesakes', () => {
    const early = runEarlyInput();
    const first = button('value-card');
    const second = button('value-card');
    second.element.click();
    first.element.click();
    expect(early.take().map(({ name, index }) => `${name}#${index}`)).toEqual([
      'value-card#1',
      'value-card#0',
    ]);
  });

  it('finds the control from a click on its content', () => {
    const early = runEarlyInput();
    const { element } = button('copy-link');
    const icon = document.createElement('span');
    element.append(icon);
    icon.click();
    expect(early.take()).toEqual([{ element, name: 'copy-link', index: 0 }]);
  });

  it('leaves unmarked controls, links and forms alone', () => {
    const early = runEarlyInput();
    const link = document.createElement('a');
    link.href = '#somewhere';
    const plain = document.createElement('button');
    const onPlain = vi.fn();
    plain.addEventListener('click', onPlain);
    document.body.append(link, plain);
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    plain.click();
    expect(linkClick.defaultPrevented).toBe(false);
    expect(onPlain).toHaveBeenCalledOnce();
    expect(early.take()).toEqual([]);
  });

  it('switches the theme itself, stores it and announces it, holding nothing to replay', () => {
    const early = runEarlyInput();
    const announced: unknown[] = [];
    const listener = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener(THEME_EVENT, listener);
    const { element, onClick } = button('theme');
    element.click();
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    element.click();
    expect(root.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(announced).toEqual([{ theme: 'dark' }, { theme: 'light' }]);
    expect(onClick).not.toHaveBeenCalled();
    expect(early.take()).toEqual([]);
    window.removeEventListener(THEME_EVENT, listener);
  });

  it('still switches the theme when storage refuses the write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    runEarlyInput();
    button('theme').element.click();
    expect(root.classList.contains('dark')).toBe(true);
  });

  it("keeps a disclosure's aria-expanded in step with the browser opening it", () => {
    runEarlyInput();
    const details = document.createElement('details');
    details.innerHTML = '<summary aria-expanded="false">Menu</summary><nav></nav>';
    document.body.append(details);
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    expect(details.querySelector('summary')!.getAttribute('aria-expanded')).toBe('true');
  });

  it('lets every click through once taken over', () => {
    const early = runEarlyInput();
    const { element, onClick } = button('value-card');
    early.take();
    element.click();
    expect(onClick).toHaveBeenCalledOnce();
    button('theme').element.click();
    expect(root.classList.contains('dark')).toBe(false);
  });
});

describe('replaying held clicks', () => {
  it('clicks each held control once, in order', () => {
    const calls: string[] = [];
    const a = button('a', () => calls.push('a'));
    const b = button('b', () => calls.push('b'));
    expect(
      replay([
        { element: b.element, name: 'b', index: 0 },
        { element: a.element, name: 'a', index: 0 },
      ]),
    ).toBe(2);
    expect(calls).toEqual(['b', 'a']);
  });

  it('finds a replaced control again by its name and position, and skips one that is gone', () => {
    const stale = document.createElement('button');
    button('value-card');
    const second = button('value-card');
    expect(findAgain({ element: stale, name: 'value-card', index: 1 })).toBe(second.element);
    expect(findAgain({ element: stale, name: 'value-card', index: 5 })).toBeNull();
    expect(replay([{ element: stale, name: 'copy-link', index: 0 }])).toBe(0);
  });

  it('waits until every marked control is hydrated, then takes over and replays', async () => {
    const early = runEarlyInput();
    const card = button('value-card');
    const other = button('copy-link');
    card.element.click();
    const ready = new Set<Element>([card.element]);
    const checks: (() => void)[] = [];
    const done = takeOverWhenHydrated({
      early,
      hydrated: (element) => ready.has(element),
      nextCheck: (check) => checks.push(check),
    });
    expect(checks).toHaveLength(1);
    expect(card.onClick).not.toHaveBeenCalled();
    // Not yet taken over: a click now is still held, not lost to an unhydrated control.
    card.element.click();
    expect(card.onClick).not.toHaveBeenCalled();

    ready.add(other.element);
    checks.shift()!();
    await expect(done).resolves.toBe(2);
    expect(card.onClick).toHaveBeenCalledTimes(2);
    card.element.click();
    expect(card.onClick).toHaveBeenCalledTimes(3);
  });

  it('does nothing on a document without the early script', async () => {
    await expect(takeOverWhenHydrated({ early: undefined })).resolves.toBe(0);
  });
});

describe('with React hydrating the server HTML', () => {
  function Card() {
    const [pressed, setPressed] = useState(false);
    return (
      <button
        type="button"
        data-replay="value-card"
        aria-pressed={pressed}
        onClick={() => setPressed((was) => !was)}
      >
        Card
      </button>
    );
  }

  it('a click held before hydration takes effect once after it, not twice', async () => {
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    onTestFinished(() => {
      scope.IS_REACT_ACT_ENVIRONMENT = false;
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Card />);
    document.body.append(container);
    const early = runEarlyInput();
    const card = container.querySelector('button')!;
    expect(isHydrated(card)).toBe(false);
    card.click();

    await act(async () => {
      hydrateRoot(container, <Card />);
    });
    expect(isHydrated(card)).toBe(true);
    expect(card.getAttribute('aria-pressed')).toBe('false');

    let replayed = 0;
    await act(async () => {
      replayed = await takeOverWhenHydrated({ early });
    });
    expect(replayed).toBe(1);
    expect(card.getAttribute('aria-pressed')).toBe('true');
  });
});
