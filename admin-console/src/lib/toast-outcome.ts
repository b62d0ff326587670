import type { ToastLink } from '@campaign/shared';
import { toast } from '@campaign/shared/react';

export interface ToastOutcome<T> {
  /** The success toast's words. */
  success: string;
  /** A link the success toast offers, e.g. to the saved page on the site. */
  successLink?: ToastLink | undefined;
  /** The failure toast's words; a function when they depend on the refusal. */
  failure: string | ((error: unknown) => string);
  /** Then, after the success toast (clear the draft, mark it saved …). */
  onSuccess?: (result: T) => void;
  /** Then, after the failure toast (show the refused fields …). */
  onError?: (error: unknown) => void;
}

/**
 * The callbacks every console save and delete passes to its mutation: a "Success" toast, or a
 * destructive "Error" toast, then what the panel does next. One place, so every area answers a
 * save the same way.
 */
export function toastOutcome<T = unknown>({
  success,
  successLink,
  failure,
  onSuccess,
  onError,
}: ToastOutcome<T>) {
  return {
    onSuccess: (result: T) => {
      toast({ title: 'Success', description: success, link: successLink });
      onSuccess?.(result);
    },
    onError: (error: unknown) => {
      const description = typeof failure === 'function' ? failure(error) : failure;
      toast({ title: 'Error', description, variant: 'destructive' });
      onError?.(error);
    },
  };
}
