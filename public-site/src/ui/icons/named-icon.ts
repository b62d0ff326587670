import { createElement } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';

// Icons are chosen by the name stored with the content. Each family (tips, values, home page)
// has its own module, so a page loads only the pictures its own family can show.

export type NamedIconProps = Omit<LucideProps, 'ref'> & { name: string };

/** The icon a stored name picks from a family's map, or the family's fallback for any other name. */
export function lookupIcon<K extends string>(
  map: Record<K, LucideIcon>,
  name: string,
  fallback: LucideIcon,
): LucideIcon {
  return Object.hasOwn(map, name) ? map[name as K] : fallback;
}

/**
 * An icon drawn as decoration: the text beside it says what it means. Render code calls this
 * from a named component (rather than creating a component type from a looked-up variable).
 */
export function decorativeIcon(icon: LucideIcon, props: Omit<LucideProps, 'ref'>) {
  return createElement(icon, { 'aria-hidden': true, ...props });
}
