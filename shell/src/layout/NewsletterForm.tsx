import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Send } from 'lucide-react';
import {
  FORM_ANCHORS,
  FORM_NAME_FIELD,
  isAdminPath,
  isFormSuccess,
  isKnownClientPath,
  PUBLIC_ROUTES,
  type NewsletterInput,
} from '@campaign/shared';
import { useLocation } from '@campaign/shared/router';
import { apiRequest, errorMessage } from '@campaign/shared/client';
import { HoneypotField, toast, useSubmittedForm } from '@campaign/shared/react';
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
 * Where the footer form posts without JavaScript: the visitor page it is on (the server answers
 * a post to any visitor page), or the home page from a page that does not exist.
 */
const formAction = (pathname: string) =>
  isKnownClientPath(pathname) && !isAdminPath(pathname) ? pathname : PUBLIC_ROUTES.home;

/**
 * The footer's newsletter sign-up: validated on submit with the shared
 * schema, re-validated on change; a spinner and a disabled button while the request runs;
 * a toast either way; the form cleared and the newsletter query invalidated on success.
 * Also a plain HTML form for a visitor whose scripts have not run: the server redirects back
 * with ?subscribed=1 (the toast's words then show under the field) or sends the page back with
 * the address and its error (`useSubmittedForm`).
 */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const location = useLocation();
  const submitted = useSubmittedForm('newsletter');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<FormValues, unknown, NewsletterInput>({
    resolver: lazyResolver,
    defaultValues: { email: submitted?.values.email ?? '', website: '' },
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

  const error =
    submitCount > 0 ? errors.email?.message : (submitted?.errors.email ?? submitted?.message);
  const subscribed = submitCount === 0 && isFormSuccess(location.search, 'newsletter');
  const pending = subscribe.isPending;

  return (
    <form
      id={FORM_ANCHORS.newsletter}
      className={styles.form}
      method="post"
      action={`${formAction(location.pathname)}#${FORM_ANCHORS.newsletter}`}
      noValidate
      aria-label="Newsletter"
      onSubmit={handleSubmit((input) => subscribe.mutate(input))}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value="newsletter" />
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
          defaultValue={submitted?.values.email}
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
      {subscribed ? (
        <p className={styles.subscribed} role="status">
          You&apos;ve been subscribed to our newsletter.
        </p>
      ) : null}
    </form>
  );
}
