import type { FormInstance } from 'antd';
import { isApiErrorBody, type ApiIssue } from '@campaign/shared';

/** The `issues` of a refused save (`{message, issues: [{path, message}]}`), or none. */
export function issuesOf(error: unknown): ApiIssue[] {
  const body = (error as { body?: unknown } | null)?.body;
  return isApiErrorBody(body) ? (body.issues ?? []) : [];
}

export type FieldErrors = Partial<Record<string, string[]>>;

/**
 * Groups issues by the field they belong to. `fieldOf` maps an issue path (`hero.headline`) to
 * a field name, or undefined for a path no field shows (those stay with the toast).
 */
export function fieldErrorsOf(
  issues: readonly ApiIssue[],
  fieldOf: (path: string) => string | undefined = (path) => path,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field === undefined) continue;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Shows each issue under its field of an antd Form (fields named like the API's body). Returns
 * whether any issue found a field, so the caller can focus it.
 */
export function showIssuesOnForm(form: FormInstance, issues: readonly ApiIssue[]): boolean {
  const known = new Set(
    Object.keys(form.getFieldsValue(true) as Record<string, unknown>).concat(
      form
        .getFieldsError()
        .map((field) => String(field.name[0] ?? ''))
        .filter(Boolean),
    ),
  );
  const errors = fieldErrorsOf(issues, (path) => (known.has(path) ? path : undefined));
  const fields = Object.entries(errors).map(([name, messages]) => ({
    name,
    errors: messages ?? [],
  }));
  if (fields.length === 0) return false;
  form.setFields(fields);
  form.scrollToField(fields[0]!.name, { focus: true });
  return true;
}

/** The part of a zod schema a form rule needs. */
interface FieldSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** An antd Form rule that checks a field with its contract schema, with the schema's message. */
export function schemaRule(schema: FieldSchema) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
    },
  };
}
