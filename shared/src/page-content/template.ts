/**
 * A page text with its figures filled in: `{count}` and the like are replaced by the value of
 * that name, and a placeholder without a value is left out, so an organiser's typo never shows
 * braces to a visitor.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : '',
  );
}
