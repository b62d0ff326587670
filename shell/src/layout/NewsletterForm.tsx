import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Send } from 'lucide-react';
import type { NewsletterInput } from '@campaign/shared';
import { apiRequest, errorMessage } from '@campaign/shared/client';
import { HoneypotField, toast } from '@campaign/shared/react';
import styles from './NewsletterForm.module.css';

export const NEWSLETTER_PATH = '/api/newsletter';
export const NEWSLETTER_QUERY_KEY = [NEWSLETTER_PATH] as const;
const FAILURE_FALLBACK = 'Failed to subscribe. Please try again.';

type FormValues = { email: string; website?: string };

/**
 * The footer is on every page, so its validation (zod and the schema) is fetched when someone
 * starts to use the form, not with the page: focusing the field starts the download and the
 * first check waits for it.
 */
const loadResolver = () => import('./newsletter-resolver').then((m) => m.newsletterResolver);
const lazyResolver: Resolver<FormValues, unknown, NewsletterInput> = async (...args) =>
  (await loadResolver())(...args);

/**
 * The footer's newsletter sign-up: validated on submit with the shared
 * schema, re-validated on change; a spinner and a disabled button while the request runs;
 * a toast either way; the form cleared and the newsletter query invalidated on success.
 */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, NewsletterInput>({
    resolver: lazyResolver,
    defaultValues: { email: '', website: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const subscribe = useMutation({
    mutationFn: (input: NewsletterInput) => apiRequest('POST', NEWSLETTER_PATH, input),
    onSuccess: async () => {
      toast({ title: 'Success!', description: "You've been subscribed to our newsletter." });
      reset();
      await queryClient.invalidateQueries({ queryKey: NEWSLETTER_QUERY_KEY });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: errorMessage(error, FAILURE_FALLBACK),
        variant: 'destructive',
      });
    },
  });

  const error = errors.email?.message;
  const pending = subscribe.isPending;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Newsletter"
      onSubmit={handleSubmit((input) => subscribe.mutate(input))}
    >
      <label htmlFor={inputId} className={styles.label}>
        Email address
      </label>
      {/* Bots fill it, people never see it: a filled one is answered as usual, stored never. */}
      <HoneypotField {...register('website')} />
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => void loadResolver()}
          {...register('email')}
        />
        <button
          type="submit"
          className={`button button-primary ${styles.submit}`}
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? (
            <>
              <LoaderCircle
                aria-hidden="true"
                size={18}
                className={styles.spinner}
                data-testid="newsletter-spinner"
              />
              <span>Subscribing…</span>
            </>
          ) : (
            <>
              <Send aria-hidden="true" size={16} />
              <span>Subscribe</span>
            </>
          )}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
