import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button } from 'antd';

interface AreaBoundaryProps {
  /** The area's path: moving to another area clears a failure. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Keeps a failing area (its code could not be fetched, or it threw) from taking the side
 * navigation with it: the other areas stay reachable.
 */
export class AreaBoundary extends Component<AreaBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: AreaBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[admin_console] an area failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        type="error"
        showIcon
        title="This area could not load"
        description="The rest of the console still works. Reload the page to try again."
        action={
          <Button size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    );
  }
}
