// The built-in texts of every page and their types. No zod here: a page that only shows the
// defaults (or server-rendered content) does not download the schemas that check overrides.
import type { PageKey, TextPageKey } from '../constants';
import { ABOUT_DEFAULTS } from './about-defaults';
import type { AboutContent } from './about-schema';
import { CONTACT_DEFAULTS } from './contact-defaults';
import type { ContactContent } from './contact-schema';
import type { DeepPartial } from './deep-merge';
import { HOMEPAGE_DEFAULTS } from './homepage-defaults';
import type { HomepageContent } from './homepage-schema';
import { IMPACT_DEFAULTS } from './impact-defaults';
import type { ImpactContent } from './impact-schema';
import type { LegalPageContent } from './legal-schema';
import { PLEDGE_DEFAULTS } from './pledge-defaults';
import type { PledgeContent } from './pledge-schema';
import { VALUES_DEFAULTS } from './values-defaults';
import type { ValuesContent } from './values-schema';

export interface PageContentMap {
  homepage: HomepageContent;
  about: AboutContent;
  values: ValuesContent;
  impact: ImpactContent;
  pledge: PledgeContent;
  contact: ContactContent;
  privacy: LegalPageContent;
  terms: LegalPageContent;
}

/** Answer of GET /api/admin/content/pages: every page, fully merged. */
export type AllPagesContent = { [K in PageKey]: PageContentMap[K] };

export type PageOverride<K extends PageKey> = DeepPartial<PageContentMap[K]>;

/** The text pages' built-in content; the legal pages' is in `legalPageDefaults`. */
export const pageDefaults: { readonly [K in TextPageKey]: PageContentMap[K] } = {
  homepage: HOMEPAGE_DEFAULTS,
  about: ABOUT_DEFAULTS,
  values: VALUES_DEFAULTS,
  impact: IMPACT_DEFAULTS,
  pledge: PLEDGE_DEFAULTS,
  contact: CONTACT_DEFAULTS,
};
