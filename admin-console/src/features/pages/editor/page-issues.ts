import type { FormInstance } from 'antd';
import type { ApiIssue } from '@campaign/shared';

/** An issue's path as a form field name: `team.members.2.name` → ['team', 'members', 2, 'name']. */
export function fieldNameOf(path: string): (string | number)[] {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Shows each issue of a refused page (the server's, or the contract's check before sending) at
 * its field, the nearest one that holds it when the path names a whole list ("At most 20
 * items" at the list's first field), and focuses the first. Returns whether any found a field;
 * those that did not stay with the toast.
 */
export function showPageIssues(form: FormInstance, issues: readonly ApiIssue[]): boolean {
  const registered = form.getFieldsError().map((field) => field.name.join('.'));
  const known = new Set(registered);
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const field = known.has(issue.path)
      ? issue.path
      : registered.find((name) => name.startsWith(`${issue.path}.`));
    if (field === undefined) continue;
    errors.set(field, [...(errors.get(field) ?? []), issue.message]);
  }
  if (errors.size === 0) return false;
  const fields = [...errors].map(([path, messages]) => ({
    name: fieldNameOf(path),
    errors: messages,
  }));
  form.setFields(fields);
  form.scrollToField(fields[0]!.name, { focus: true });
  return true;
}
