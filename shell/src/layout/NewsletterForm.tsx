import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@campaign/shared/query';
import { LoaderCircle, Send } from 'lucide-react';
import {
  FORM_ANCHORS,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  isAdminPath,
  isFormSuccess,
  isKnownClientPath,
  NEWSLETTER_CONFIRM_HINT,
  NEWSLETTER_SUBSCRIBED,
  PUBLIC_ROUTES,
  queryKeys,
  type NewsletterInput,
} from '@campaign/shared';
import { useLocation } from '@campaign/shared/router';
import { apiRequest, errorMessage } from '@campaign/shared/client';
import {
  AttributionFields,
  HoneypotField,
  toast,
  useAttribution,
  useSubmittedForm,
} from '@campaign/shared/react';
import styles from './NewsletterForm.module.css';

export const NEWSLETTER_PATH = '/api/newsletter';
/**
 * The cached newsletter query a sign-up invalidates: the console's subscriber list, which this
 * tab holds if an organiser opened it (the console shares the site's query cache).
 */
export const NEWSLETTER_QUERY_KEY = queryKeys.consoleSubscribers();
const FAILURE_FALLBACK = 'Failed to subscribe. Please try again.';

/**
 * The footer is on every page, so its validation (zod and the schema) is fetched when someone
 * starts to use the form, not with the page: focusing the field starts the download and the
 * first check waits for it. One field needs no form library either.
 */
const loadValidation = () => import('./newsletter-validation').then((m) => m.validateNewsletter);

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
  // Where the visit came from, sent with the sign-up (and in hidden fields for a plain post).
  const attribution = useAttribution();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(submitted?.values.email ?? '');
  // Until the first submit, the page's own answer (a form sent back, or ?subscribed=1) shows.
  const [attempted, setAttempted] = useState(false);
  const [clientError, setClientError] = useState<string | undefined>(undefined);

  const subscribe = useMutation({
    mutationFn: (body: NewsletterInput) => apiRequest('POST', NEWSLETTER_PATH, body),
    onSuccess: async () => {
      toast({
        title: 'Success!',
        description: `${NEWSLETTER_SUBSCRIBED} ${NEWSLETTER_CONFIRM_HINT}`,
      });
      setEmail('');
      setClientError(undefined);
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

  const check = async (fields: Record<string, unknown>) => (await loadValidation())(fields);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const result = await check({ email, [HONEYPOT_FIELD]: honeypot ?? '', ...attribution });
    if ('error' in result) {
      setClientError(result.error);
      input.current?.focus();
      return;
    }
    setClientError(undefined);
    subscribe.mutate(result.input);
  };

  const onChange = (value: string) => {
    setEmail(value);
    // Re-validated on change once a submit has shown a message.
    if (attempted && clientError !== undefined) {
      void check({ email: value }).then((result) =>
        setClientError('error' in result ? result.error : undefined),
      );
    }
  };

  const error = attempted ? clientError : (submitted?.errors.email ?? submitted?.message);
  // Hydration can blur the field the browser focused for `autofocus`: focused again, unless
  // the visitor has already moved somewhere else. Only the answer the page arrived with.
  const sentBackRefused = !attempted && error !== undefined;
  useEffect(() => {
    const active = document.activeElement;
    if (sentBackRefused && (active === null || active === document.body)) input.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const subscribed = !attempted && isFormSuccess(location.search, 'newsletter');
  const pending = subscribe.isPending;

  return (
    <form
      id={FORM_ANCHORS.newsletter}
      className={styles.form}
      method="post"
      action={`${formAction(location.pathname)}#${FORM_ANCHORS.newsletter}`}
      noValidate
      aria-label="Newsletter"
      onSubmit={(event) => void onSubmit(event)}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value="newsletter" />
      <AttributionFields form="newsletter" />
      <label htmlFor={inputId} className={styles.label}>
        Email address
      </label>
      {/* Bots fill it, people never see it: a filled one is answered as usual, stored never. */}
      <HoneypotField />
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={`field-control ${styles.input}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          ref={input}
          // Sent back refused by the server: the field takes focus, as a refused submit here
          // gives it, written into the HTML so it holds before the scripts have run.
          autoFocus={!attempted && error !== undefined}
          name="email"
          value={email}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => void loadValidation()}
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
          {NEWSLETTER_SUBSCRIBED} {NEWSLETTER_CONFIRM_HINT}
        </p>
      ) : null}
    </form>
  );
}
