import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { VisitorFormName } from '@campaign/shared';
import { useSubmittedForm } from '@campaign/shared/react';
import { formAnswers } from './form-answers';
import type { lazyResolver } from './lazy-resolver';

export interface VisitorFormOptions<TFields extends FieldValues, TInput> {
  /** The form's checks, fetched on first use (lazy-resolver.ts). */
  validation: ReturnType<typeof lazyResolver<TFields, TInput>>;
  /** Every field empty: the form's first values, and what it is reset to after success. */
  empty: TFields;
  /** The request that sends it, for its failure message. */
  request: { isError: boolean; error: unknown };
  /** Shown when the request failed without a message of the server's. */
  fallback: string;
}

/**
 * One visitor form's set-up (the pledge and contact forms): checked on submit, then on every
 * change, focusing the first invalid field; filled with what the server sent back when the plain
 * post was refused (`useSubmittedForm`), never the honeypot, its first refused field focused; and its errors from that answer
 * until the first submit here, from its own checks and the request after (form-answers.ts).
 */
export function useVisitorForm<TFields extends FieldValues, TInput>(
  form: VisitorFormName,
  { validation, empty, request, fallback }: VisitorFormOptions<TFields, TInput>,
) {
  const submitted = useSubmittedForm(form);
  const methods = useForm<TFields, unknown, TInput>({
    resolver: validation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { ...empty, ...submitted?.values, website: '' } as DefaultValues<TFields>,
  });
  const { errors, submitCount } = methods.formState;
  const answers = formAnswers(submitted, { errors, submitCount }, request, fallback);
  // The plain post's answer puts the visitor on its first invalid field, as a submit here does:
  // written into the server's HTML as `autofocus`, so it holds before the scripts have run.
  const firstRefused =
    submitCount === 0
      ? (Object.keys(empty) as (keyof TFields & string)[]).find((name) => submitted?.errors[name])
      : undefined;
  // Hydration can blur the field the browser focused for `autofocus`: focused again, unless
  // the visitor has already moved somewhere else.
  const { setFocus } = methods;
  useEffect(() => {
    const active = document.activeElement;
    if (firstRefused && (active === null || active === document.body))
      setFocus(firstRefused as Path<TFields>);
    // Only the answer the page arrived with: later submits focus through the form library.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    ...methods,
    /** The plain post sent back, whose values the fields also carry as HTML (server render). */
    submitted,
    submitCount,
    ...answers,
    /**
     * What a TextField or TextAreaField needs of one field: its registration, the value the
     * plain post sent back (written into the server-rendered HTML) and its error.
     */
    fieldProps: (name: Path<TFields> & keyof TFields & string) => ({
      registration: methods.register(name),
      defaultValue: submitted?.values[name],
      error: answers.errorOf(name),
      autoFocus: name === firstRefused ? true : undefined,
    }),
  };
}
