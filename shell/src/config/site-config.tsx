import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SITE_NAME } from '@campaign/shared';

/** What the server writes into the shell document for the chrome to show. */
export interface SiteConfig {
  name: string;
  /** The site's public origin (`<meta name="campaign:public-url">`), or empty. */
  publicUrl: string;
}

/** Anything with querySelector: the browser's document, or the server's view of its template. */
export type MetaSource = Pick<Document, 'querySelector'>;

/**
 * Reads the campaign name (`<meta name="application-name">`) and the public origin from a
 * document. The browser reads its own document; the server reads the same template it sends,
 * so the server-rendered chrome and the hydrated chrome say the same thing.
 */
export function readSiteConfig(doc: MetaSource): SiteConfig {
  const name = doc.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim();
  const publicUrl =
    doc.querySelector('meta[name="campaign:public-url"]')?.getAttribute('content')?.trim() ?? '';
  return { name: name || DEFAULT_SITE_NAME, publicUrl };
}

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({
  value,
  children,
}: {
  value: SiteConfig;
  children: ReactNode;
}) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

/** The site's name and origin: from the provider, else (component tests) from the document. */
export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext) ?? readSiteConfig(document);
}
