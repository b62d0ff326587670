// Apart from the defaults on purpose: a page that asks whether to show a section must not pull
// in every page's built-in texts with it.
import type { TextPageKey } from '../constants';
import type { PageContentMap } from './defaults';

/** The sections of a page as its content stores them, hidden or not. */
type SectionKey<K extends TextPageKey> = PageContentMap[K]['hiddenSections'][number];

/**
 * Whether a visitor sees a page's section: not when an organiser hid it. A section whose list
 * is empty is left out by the component that draws the list.
 */
export function showsSection<K extends TextPageKey>(
  page: PageContentMap[K],
  section: SectionKey<K>,
): boolean {
  return !(page.hiddenSections as readonly string[]).includes(section);
}
