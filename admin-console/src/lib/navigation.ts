/**
 * Full-page navigations out of the console (sign-in and sign-out are server pages, not client
 * routes). One seam so tests can observe them: jsdom cannot navigate.
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
