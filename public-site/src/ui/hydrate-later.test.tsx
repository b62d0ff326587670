import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server.node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateLater } from '@campaign/shared/hydrate-later';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in IntersectionObserver the test makes report an element as visible. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  show() {
    this.callback([{ isIntersecting: true }]);
  }
}

/** Server rendering as the shell does it: waiting for every lazy part before answering. */
function renderOnServer(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

function Section({ text }: { text: string }) {
  return <section onClick={() => {}}>{text}</section>;
}

describe('hydrateLater', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('leaves the server HTML alone and loads nothing until the part nears the screen', async () => {
    const Later = hydrateLater('part', async () => Section);
    const serverHtml = await renderOnServer(<Later text="Below the fold" />);
    expect(serverHtml).toContain('Below the fold');

    const load = vi.fn(async () => Section);
    const ClientLater = hydrateLater('part', load);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const before = container.innerHTML;

    await act(async () => {
      hydrateRoot(container, <ClientLater text="Below the fold" />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect(FakeObserver.all[0]?.targets).toEqual([container.querySelector('section')]);

    await act(async () => FakeObserver.all[0]!.show());
    expect(load).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('Below the fold');
  });

  it('loads at once when focus or a pointer reaches the part first', async () => {
    const Later = hydrateLater('used', async () => Section);
    const container = document.createElement('div');
    container.innerHTML = await renderOnServer(<Later text="Form" />);
    document.body.append(container);
    const load = vi.fn(async () => Section);
    const ClientLater = hydrateLater('used', load);
    await act(async () => {
      hydrateRoot(container, <ClientLater text="Form" />);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      container.querySelector('section')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads at once when rendered in the browser, with no server HTML to keep', async () => {
    const load = vi.fn(async () => Section);
    const Later = hydrateLater('fresh', load);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Later text="Rendered here" />);
    });
    expect(load).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('Rendered here');
  });
});
