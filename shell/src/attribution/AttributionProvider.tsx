import { useCallback, type ReactNode } from 'react';
import { withCarriedParams, type CarriedAttribution } from '@campaign/shared';
import { AttributionContext } from '@campaign/shared/react';
import { LinkHrefContext } from '@campaign/shared/router';

/**
 * Where the visit came from, for every page: the forms' hidden fields read it, and the links to
 * visitor pages carry it on (`withCarriedParams`), exactly as the server writes a request's
 * attribution into the shared render (shared/src/attribution-html.ts), so hydration finds the
 * HTML it would have rendered itself.
 */
export function AttributionProvider({
  attribution,
  children,
}: {
  attribution: CarriedAttribution;
  children: ReactNode;
}) {
  const linkHref = useCallback(
    (href: string) => withCarriedParams(href, attribution),
    [attribution],
  );
  return (
    <AttributionContext value={attribution}>
      <LinkHrefContext value={linkHref}>{children}</LinkHrefContext>
    </AttributionContext>
  );
}
