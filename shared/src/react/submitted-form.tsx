import { createContext, useContext } from 'react';
import type { SubmittedForm, VisitorFormName } from '../forms';

/**
 * The form a visitor posted without JavaScript, when the server sent its page back with errors.
 * Provided by the shell around every page (read from the document in the browser, given to the
 * render on the server), so server and browser render the form the same way. Shared between
 * the apps as part of this module, so the shell's provider is the one the remotes read.
 */
export const SubmittedFormContext = createContext<SubmittedForm | null>(null);

/** What was sent in `form` and why it was refused, if the page was answered to that form. */
export function useSubmittedForm(form: VisitorFormName): SubmittedForm | null {
  const submitted = useContext(SubmittedFormContext);
  return submitted?.form === form ? submitted : null;
}
