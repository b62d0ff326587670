import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './FormField.module.css';

interface BaseProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  /**
   * Marks the field as one the form needs: an asterisk after the label (hidden from assistive
   * technology, which announces `required` instead). The form keeps `noValidate`, so the
   * browser adds no messages of its own: the schema's messages are the only ones.
   */
  required?: boolean | undefined;
}

/**
 * The label, and the asterisk of a required field beside it: outside the <label>, so the
 * field's name stays exactly the label's words.
 */
function Label({
  id,
  label,
  required,
}: {
  id: string;
  label: string;
  required?: boolean | undefined;
}) {
  const element = (
    <label htmlFor={id} className={styles.label}>
      {label}
    </label>
  );
  if (!required) return element;
  return (
    <span className={styles.labelRow}>
      {element}
      <span className={styles.required} aria-hidden="true">
        *
      </span>
    </span>
  );
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
    'type' | 'autoComplete' | 'placeholder' | 'defaultValue' | 'autoFocus'
  >;

/** The attributes every field's control gets from its frame. */
interface ControlProps {
  id: string;
  className: string;
  required?: boolean | undefined;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * One field's frame: the label, then the control with its hint and validation message wired to
 * aria-describedby, then the hint and message themselves.
 */
function Field({
  id,
  label,
  hint,
  error,
  required,
  control,
}: Omit<BaseProps, 'registration'> & { control: (props: ControlProps) => ReactNode }) {
  return (
    <div className={styles.field}>
      <Label id={id} label={label} required={required} />
      {control({
        id,
        className: 'field-control',
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, hint, error),
      })}
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled input with its hint and validation message. */
export function TextField({
  registration,
  type,
  autoComplete,
  placeholder,
  defaultValue,
  autoFocus,
  ...frame
}: InputProps) {
  const input = { type, autoComplete, placeholder, defaultValue, autoFocus };
  return (
    <Field {...frame} control={(control) => <input {...control} {...input} {...registration} />} />
  );
}

type AreaProps = BaseProps &
  Pick<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'rows' | 'placeholder' | 'defaultValue' | 'autoFocus'
  >;

/** A labelled text area with its hint and validation message. */
export function TextAreaField({
  registration,
  rows,
  placeholder,
  defaultValue,
  autoFocus,
  ...frame
}: AreaProps) {
  const area = { rows, placeholder, defaultValue, autoFocus };
  return (
    <Field
      {...frame}
      control={(control) => <textarea {...control} {...area} {...registration} />}
    />
  );
}

/**
 * "* Required": says what the asterisks mean. Hidden from assistive technology, which announces
 * each required field itself.
 */
export function RequiredNote() {
  return (
    <p className={styles.requiredNote} aria-hidden="true">
      <span>*</span> Required
    </p>
  );
}
