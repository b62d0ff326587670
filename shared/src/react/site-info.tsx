import { createContext, useContext } from 'react';
import { DEFAULT_SITE_NAME } from '../constants';

/** The campaign's name and public origin, as the server configured them (SITE_NAME, PUBLIC_URL). */
export interface SiteInfo {
  name: string;
  /** e.g. `https://nitratefree.org`, no trailing slash; empty when not known. */
  publicUrl: string;
}

/**
 * Provided by the shell around every page from its document (the server writes both values
 * into it), so a page's title, canonical URL and social tags read the same on the server and
 * in the browser. Shared between the apps as part of this module.
 */
export const SiteInfoContext = createContext<SiteInfo>({ name: DEFAULT_SITE_NAME, publicUrl: '' });

export const useSiteInfo = (): SiteInfo => useContext(SiteInfoContext);
