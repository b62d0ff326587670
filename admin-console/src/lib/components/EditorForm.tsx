import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert, Button, Form, Input, Tag } from 'antd';
import type { FieldErrors } from '../server-issues';
import { formatLocalDateTime } from '../format-time';
import type { DraftValues, RestoredEdits } from '../use-editor-draft';
import styles from './ui.module.css';
import { defined } from '../defined';

const NO_ERRORS: FieldErrors = {};

/** What a field's own control gets: its id and the description and error wiring to put on it. */
export interface FieldControl {
  id: string;
  value: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  onChange: (value: string) => void;
}

export interface FieldSpec<Name extends string = string> {
  name: Name;
  /** Visible label; also the field's accessible name. */
  label: string;
  /** Multi-line when set: the textarea's row count. */
  rows?: number;
  /** A hint under the field, announced with it. */
  help?: string;
  /** Monospaced input (HTML source). */
  code?: boolean;
  /**
   * Another control than a text input (a date, a choice, an upload): it gets the field's id,
   * value and description wiring, so its label, hint, errors and focus work like the others'.
   */
  render?: (control: FieldControl) => ReactNode;
}

interface EditorFormProps<T extends DraftValues> {
  heading: string;
  subtitle?: ReactNode;
  /** Where the edited thing appears on the public site (opens in a new tab). */
  view?: { href: string; label: string } | undefined;
  /** More tags beside "Unsaved changes", e.g. an article's state. */
  badges?: ReactNode;
  /** More buttons after "Save Changes" and "Cancel", e.g. Preview and Delete. */
  actions?: ReactNode;
  fields: readonly FieldSpec<keyof T & string>[];
  draft: T;
  /** The server's messages from a refused save, shown under their fields. */
  errors?: FieldErrors;
  /** Unsaved edits brought back from this browser, and how to give them up. */
  restored?: RestoredEdits | null;
  onDiscardRestored?: () => void;
  dirty: boolean;
  saving: boolean;
  onChange: (name: keyof T & string, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * One editor: labelled fields, "Save Changes" and "Cancel". No client-side validation (the
 * admin editors show none); the server decides and the save toasts report the result, and a
 * refused save's messages show under their fields (the first of them gets focus).
 * Mounted once per selection, so it moves focus to its heading when it opens.
 */
export function EditorForm<T extends DraftValues>({
  heading,
  subtitle,
  view,
  badges,
  actions,
  fields,
  draft,
  errors = NO_ERRORS,
  restored,
  onDiscardRestored,
  dirty,
  saving,
  onChange,
  onSave,
  onCancel,
}: EditorFormProps<T>) {
  const baseId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // A refused save: focus the first field the server named. Fixing a field removes its message
  // (no new names then), which must not move focus away from where the user types.
  const shownErrors = useRef(new Set<string>());
  useEffect(() => {
    const named = fields.filter((field) => errors[field.name]?.length).map((field) => field.name);
    const arrived = named.some((name) => !shownErrors.current.has(name));
    shownErrors.current = new Set(named);
    if (arrived) document.getElementById(`${baseId}-${named[0]}`)?.focus();
  }, [errors, fields, baseId]);

  return (
    <Form
      layout="vertical"
      className={styles.editorCard}
      onFinish={onSave}
      requiredMark={false}
      aria-labelledby={`${baseId}-heading`}
    >
      <div className={styles.editorHeader}>
        <div>
          <h2
            id={`${baseId}-heading`}
            ref={headingRef}
            tabIndex={-1}
            className={styles.editorHeading}
          >
            {heading}
          </h2>
          {subtitle && <p className={styles.editorSubtitle}>{subtitle}</p>}
        </div>
        <div className={styles.editorBadges}>
          {badges}
          {dirty && <Tag color="warning">Unsaved changes</Tag>}
          {view && (
            <a
              className={styles.viewLink}
              href={view.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {view.label}
              <span className="visually-hidden"> (opens in a new tab)</span> ↗
            </a>
          )}
        </div>
      </div>

      {restored && (
        <Alert
          className={styles.restored}
          type={restored.stale ? 'warning' : 'info'}
          showIcon
          title={`Your unsaved changes from ${formatLocalDateTime(restored.at)} are back.`}
          description={
            restored.stale
              ? 'This has been saved by someone since you made them: check them before you save.'
              : 'They were kept in this browser. Save them, or discard them to see the saved version.'
          }
          action={
            onDiscardRestored && (
              <Button size="small" onClick={onDiscardRestored}>
                Discard changes
              </Button>
            )
          }
        />
      )}

      {fields.map((field) => {
        const id = `${baseId}-${field.name}`;
        const helpId = field.help ? `${id}-help` : undefined;
        const messages = errors[field.name] ?? [];
        const errorId = messages.length > 0 ? `${id}-error` : undefined;
        const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
        const value = draft[field.name] ?? '';
        const common = {
          id,
          value,
          'aria-describedby': describedBy,
          'aria-invalid': errorId ? true : undefined,
          ...defined({ className: field.code ? styles.code : undefined }),
          onChange: (event: { target: { value: string } }) =>
            onChange(field.name, event.target.value),
        };
        const control = field.render ? (
          field.render({
            id,
            value,
            'aria-describedby': describedBy,
            'aria-invalid': errorId ? true : undefined,
            onChange: (next) => onChange(field.name, next),
          })
        ) : field.rows ? (
          <Input.TextArea rows={field.rows} {...common} />
        ) : (
          <Input {...common} />
        );
        return (
          <Form.Item
            key={field.name}
            label={field.label}
            htmlFor={id}
            {...defined({
              validateStatus: errorId ? ('error' as const) : undefined,
              help: errorId && <span id={errorId}>{messages.join(' ')}</span>,
            })}
            extra={
              field.help && (
                <span id={helpId} className={styles.fieldHelp}>
                  {field.help}
                </span>
              )
            }
          >
            {control}
          </Form.Item>
        );
      })}

      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save Changes
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        {actions}
      </div>
    </Form>
  );
}
