/**
 * Where a footer link goes when it has no target: the social profiles an admin has not set in
 * the site settings stay visible as placeholders, as the footer has always shown them.
 */
export const PLACEHOLDER_HREF = '#';

/** Whether a target leaves the site (opened in a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
