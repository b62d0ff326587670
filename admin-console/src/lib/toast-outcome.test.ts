import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_EVENT, type ToastCommand } from '@campaign/shared';
import { toastOutcome } from './toast-outcome';

describe('toastOutcome', () => {
  let raised: ToastCommand[] = [];
  const listen = (event: Event) => raised.push((event as CustomEvent<ToastCommand>).detail);
  beforeEach(() => {
    raised = [];
    window.addEventListener(TOAST_EVENT, listen);
  });
  afterEach(() => window.removeEventListener(TOAST_EVENT, listen));

  const shown = () =>
    raised.map((command) => ({
      title: 'title' in command ? command.title : undefined,
      description: 'description' in command ? command.description : undefined,
      variant: 'variant' in command ? command.variant : undefined,
    }));

  it('raises "Success" with its words, then does what follows a save', () => {
    const onSuccess = vi.fn();
    const outcome = toastOutcome({ success: 'Tip created', failure: 'Failed', onSuccess });
    outcome.onSuccess(42);
    expect(shown()).toEqual([{ title: 'Success', description: 'Tip created', variant: undefined }]);
    expect(onSuccess).toHaveBeenCalledWith(42);
  });

  it('raises a destructive "Error" whose words may depend on the refusal, then shows it', () => {
    const onError = vi.fn();
    const refusal = new Error('taken');
    toastOutcome({
      success: 'Saved',
      failure: (error) => `Refused: ${(error as Error).message}`,
      onError,
    }).onError(refusal);
    expect(shown()).toEqual([
      { title: 'Error', description: 'Refused: taken', variant: 'destructive' },
    ]);
    expect(onError).toHaveBeenCalledWith(refusal);
  });
});
