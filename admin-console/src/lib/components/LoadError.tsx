import { Alert, Button } from 'antd';
import { ADMIN_ROUTE, LOGIN_PATH } from '@campaign/shared';

interface LoadErrorProps {
  message: string;
  error: unknown;
  onRetry: () => void;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A list that failed to load: what happened and a way forward (retry, or sign in again). */
export function LoadError({ message, error, onRetry }: LoadErrorProps) {
  const status = statusOf(error);
  if (status === 401) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Your session has ended"
        description="Sign in again to keep editing."
        action={
          <Button size="small" href={`${LOGIN_PATH}?returnTo=${ADMIN_ROUTE}`}>
            Sign in
          </Button>
        }
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description={status === 403 ? 'Your account is not allowed to edit content.' : undefined}
      action={
        status === 403 ? undefined : (
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
