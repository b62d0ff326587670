import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { SubmittedForm } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';

/**
 * What a visitor form shows as errors: until its first submit in this page, the server's answer
 * to the plain post it was sent back with (`submitted`); after it, the form's own checks and the
 * request's failure (`fallback` when the server gave no message).
 */
export function formAnswers<T extends FieldValues>(
  submitted: SubmittedForm | null,
  { errors, submitCount }: { errors: FieldErrors<T>; submitCount: number },
  request: { isError: boolean; error: unknown },
  fallback: string,
) {
  const sentBack = submitCount === 0;
  return {
    errorOf: (field: keyof T & string): string | undefined =>
      sentBack ? submitted?.errors[field] : (errors[field]?.message as string | undefined),
    failure: request.isError
      ? errorMessage(request.error, fallback)
      : sentBack
        ? submitted?.message
        : undefined,
  };
}
