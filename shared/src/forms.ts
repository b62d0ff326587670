/**
 * The visitor forms as plain HTML forms, for browsers that post them before (or without) the
 * page's JavaScript: each form names itself in a hidden field, the server validates it with the
 * same schema the browser uses, and answers either with a redirect to the page's success view
 * (post/redirect/get) or with the same page again, showing what was typed and what was wrong.
 */

/** The hidden field naming which form a plain post came from. */
export const FORM_NAME_FIELD = 'form';

export const VISITOR_FORMS = ['pledge', 'contact', 'newsletter'] as const;
export type VisitorFormName = (typeof VISITOR_FORMS)[number];

export const isVisitorFormName = (value: unknown): value is VisitorFormName =>
  (VISITOR_FORMS as readonly unknown[]).includes(value);

/**
 * The query parameter (set to `1`) of the page a form redirects to after it succeeded without
 * JavaScript; the page then shows the success view the script would have shown.
 */
export const FORM_SUCCESS_PARAM = {
  pledge: 'pledged',
  contact: 'sent',
  newsletter: 'subscribed',
} as const satisfies Record<VisitorFormName, string>;

/** Whether `search` (a URL's query, with or without `?`) marks `form` as just sent. */
export const isFormSuccess = (search: string, form: VisitorFormName): boolean =>
  new URLSearchParams(search).get(FORM_SUCCESS_PARAM[form]) === '1';

/** Element ids the forms' posts and redirects scroll to, so the answer is in view. */
export const FORM_ANCHORS = {
  pledge: 'pledge-form-title',
  contact: 'contact-form-title',
  newsletter: 'newsletter',
} as const satisfies Record<VisitorFormName, string>;

/**
 * A form posted without JavaScript that could not be accepted, as the server sends the page
 * back: the values as typed, the first message for each invalid field (the schema's own), and
 * a message for the whole form when the failure was not the visitor's input (too many
 * requests, the database away).
 */
export interface SubmittedForm {
  form: VisitorFormName;
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
}

/**
 * What a visitor agrees to when a form sends them email, word for word, and the version stored
 * with each pledge and subscription as its record of consent. Change the wording, change the
 * version: what someone agreed to can then always be told.
 */
export const CONSENT_WORDING = {
  pledge: {
    version: 'pledge-2026-11',
    text: 'By taking the pledge, you agree to receive emails from us about the campaign. You can unsubscribe at any time.',
  },
  newsletter: {
    version: 'newsletter-2026-11',
    text: 'Research, tips and campaign news, straight to your inbox. No spam.',
  },
} as const;

/** The newsletter form's success message, and what it adds while the address is unconfirmed. */
export const NEWSLETTER_SUBSCRIBED = "You've been subscribed to our newsletter.";
export const NEWSLETTER_CONFIRM_HINT = 'Check your inbox to confirm.';
