import {
  Component,
  createContext,
  Suspense,
  use,
  useContext,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useLocation } from '@campaign/shared/router';
import type { RemoteName } from '@campaign/shared';
import { loadRemoteComponent } from './registry';
import { RemoteLoading, RemoteUnavailable } from './RemoteStates';

interface BoundaryProps {
  remote: RemoteName;
  /** The current path: moving to another page clears a failure so that page gets its chance. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, keeping the chrome alive. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // A page that threw should not take its sibling pages down. A remote that could not load
    // fails again at once on the next page (its failed load is cached until "Try again").
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <RemoteUnavailable
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

// One load per remote, module and attempt: `use()` needs the same promise across renders, and a
// retry must start a fresh load rather than replay the cached failure. The attempt number is kept
// per remote and module, not per mount, so "Try again" after navigating away and back (a new
// mount) still starts a new load.
const loads = new Map<string, Promise<{ default: ComponentType }>>();
const attempts = new Map<string, number>();

function currentAttempt(remote: RemoteName, module: string): number {
  return attempts.get(`${remote}/${module}`) ?? 0;
}

function nextAttempt(remote: RemoteName, module: string): void {
  attempts.set(`${remote}/${module}`, currentAttempt(remote, module) + 1);
}

function loadOnce(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteComponent(remote, module, attempt);
    loads.set(key, load);
  }
  return load;
}

type LoadedModule = Promise<{ default: ComponentType }>;
export type RemoteLoader = (remote: RemoteName, module: string, attempt: number) => LoadedModule;

/**
 * Where RemoteContent gets a remote's module. The browser loads it through the federation
 * runtime (once per attempt); the server render provides the module it loaded before rendering.
 */
export const RemoteLoaderContext = createContext<RemoteLoader>(loadOnce);

/**
 * A promise React's `use` reads without suspending. The server render and the browser's
 * hydration start from a module that is already loaded, so the first render matches the HTML.
 */
export function settled(module: { default: ComponentType }): LoadedModule {
  return Object.assign(Promise.resolve(module), { status: 'fulfilled', value: module });
}

/** Starts loading a remote and marks the load settled once it is, for React's `use`; true once loaded. */
export function preloadRemote(remote: RemoteName, module: string): Promise<boolean> {
  const load = loadOnce(remote, module, currentAttempt(remote, module));
  return load.then(
    (value) => {
      // Marks the promise itself settled (what `use` reads); Object.assign returns it, unawaited.
      void Object.assign(load, { status: 'fulfilled', value });
      return true;
    },
    () => false, // the error boundary shows the failure when the page renders
  );
}

function RemoteContent({
  remote,
  module,
  attempt,
}: {
  remote: RemoteName;
  module: string;
  attempt: number;
}) {
  const load = useContext(RemoteLoaderContext);
  const { default: Exposed } = use(load(remote, module, attempt));
  return <Exposed />;
}

/** The area one remote fills. Loads it, shows a placeholder meanwhile and the failure view if it fails. */
export function RemoteMount({ remote, module }: { remote: RemoteName; module: string }) {
  // Keyed: the routes mount RemoteMount at the same place in the tree for both remotes, so
  // without a key a failure (or its retry count) would carry over from one remote to the other.
  return <RemoteSlot key={`${remote}/${module}`} remote={remote} module={module} />;
}

function RemoteSlot({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(() => currentAttempt(remote, module));
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      remote={remote}
      resetKey={pathname}
      onRetry={() => {
        nextAttempt(remote, module);
        setAttempt(currentAttempt(remote, module));
      }}
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemoteContent remote={remote} module={module} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
