import type { FormEvent } from 'react';
import {
  FORM_ANCHORS,
  FORM_NAME_FIELD,
  PUBLIC_ROUTES,
  type VisitorFormName,
} from '@campaign/shared';

/** The visitor forms with a page of their own, which their plain HTML post goes back to. */
type PageFormName = Extract<VisitorFormName, keyof typeof PUBLIC_ROUTES>;

/**
 * The attributes of a visitor form's `<form>` on its own page. Without scripts it is a plain
 * HTML form posting to that page, at the form's anchor so the answer is in view; with them,
 * `onSubmit` sends it. Its checks are fetched on first focus; the browser's own stay off, as the
 * form and the server show their own messages.
 */
export function visitorFormProps(
  form: PageFormName,
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
  preload: () => void,
) {
  return {
    method: 'post',
    action: `${PUBLIC_ROUTES[form]}#${FORM_ANCHORS[form]}`,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    onFocus: preload,
    noValidate: true,
  };
}

/** Names the form in its plain HTML post, so the server knows which form it answers. */
export function FormNameField({ form }: { form: VisitorFormName }) {
  return <input type="hidden" name={FORM_NAME_FIELD} value={form} />;
}
