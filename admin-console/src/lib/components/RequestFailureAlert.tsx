import { Alert } from 'antd';
import { errorMessage } from '@campaign/shared/client';
import { issuesOf } from '../server-issues';
import { defined } from '../defined';

interface RequestFailureAlertProps {
  /** The form's request (a mutation). */
  request: { isError: boolean; error: unknown };
  /** Shown when the failure carries no message of the server's. */
  fallback: string;
  className?: string;
}

/**
 * A form's failed request that no field can show: the server refused it as a whole or could not
 * be reached. A refusal with issues shows them under their fields instead, so this stays away.
 */
export function RequestFailureAlert({ request, fallback, className }: RequestFailureAlertProps) {
  if (!request.isError || issuesOf(request.error).length > 0) return null;
  return (
    <Alert
      {...defined({ className })}
      type="error"
      showIcon
      title={errorMessage(request.error, fallback)}
    />
  );
}
