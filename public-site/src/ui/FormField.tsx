import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './FormField.module.css';

interface BaseProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Extras({ id, hint, error }: Pick<BaseProps, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

/**
 * `defaultValue` is written into the server-rendered HTML: the form library sets values only
 * once scripts run, and a form sent back without JavaScript must show what was typed.
 */
type InputProps = BaseProps &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'placeholder' | 'defaultValue'
  >;

/** A labelled input with its hint and validation message wired to aria-describedby. */
export function TextField({ id, label, hint, error, registration, ...rest }: InputProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
        {...registration}
      />
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}

type AreaProps = BaseProps &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'placeholder' | 'defaultValue'>;

export function TextAreaField({ id, label, hint, error, registration, ...rest }: AreaProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
        {...registration}
      />
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}
