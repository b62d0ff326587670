import { z } from '../zod';
import { longText, shortText } from './fields';

/**
 * A page section that opens with a title and a subtitle, followed by its own fields (usually a
 * list of items). The heading comes first so parsed sections keep their key order.
 */
export function titledSection<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ title: shortText, subtitle: longText, ...fields });
}

/** What a section may be in a stored override: an object section with every field optional. */
type SectionOverride<Section> =
  Section extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<{ -readonly [K in keyof Shape]: z.ZodOptional<Shape[K]> }, Config>
    : Section;

/**
 * The schema of a page's stored override, derived from the page's content schema: any section,
 * any field of an object section. Lists and plain texts are replaced whole, so they stay as the
 * content schema has them (a list's items are complete).
 */
export function pageOverrideSchema<Sections extends z.ZodRawShape>(page: z.ZodObject<Sections>) {
  const sections = Object.fromEntries(
    Object.entries(page.shape).map(([key, section]) => [
      key,
      section instanceof z.ZodObject ? section.partial() : section,
    ]),
  ) as { -readonly [K in keyof Sections]: SectionOverride<Sections[K]> };
  return z.object(sections).partial();
}

/**
 * A page's `hiddenSections`: the keys of the sections an organiser has hidden. A hidden section
 * is not rendered at all (nor is a section whose list is empty). Default: none hidden.
 */
export function hiddenSectionsField<const Keys extends readonly [string, ...string[]]>(keys: Keys) {
  return z.array(z.enum(keys, { error: 'Unknown section' })).max(keys.length);
}
