import { Component, Suspense, use, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@campaign/shared';
import { loadRemoteComponent } from './registry';
import { RemoteLoading, RemoteUnavailable } from './RemoteStates';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, keeping the chrome alive. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
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
// retry must start a fresh load rather than replay the cached failure.
const loads = new Map<string, Promise<{ default: ComponentType }>>();
function loadOnce(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteComponent(remote, module, attempt);
    loads.set(key, load);
  }
  return load;
}

function RemoteContent({ remote, module, attempt }: { remote: RemoteName; module: string; attempt: number }) {
  const { default: Exposed } = use(loadOnce(remote, module, attempt));
  return <Exposed />;
}

export function RemoteMount({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteContent remote={remote} module={module} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
