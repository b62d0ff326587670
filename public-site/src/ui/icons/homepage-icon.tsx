import { Sparkles } from 'lucide-react';
import { HOMEPAGE_ICON_PICTURES } from '@campaign/shared/page-icons';
import { decorativeIcon, lookupIcon, type NamedIconProps } from './named-icon';

/**
 * The pictures of the steps and benefits of the home and pledge pages: the same map the
 * console's icon picker shows, so an organiser picks what visitors see.
 */
export const HOMEPAGE_ICON_MAP = HOMEPAGE_ICON_PICTURES;

/** Home and pledge pages: an unknown stored icon name shows Sparkles. */
export const homepageIcon = (name: string) => lookupIcon(HOMEPAGE_ICON_MAP, name, Sparkles);

export function HomepageIcon({ name, ...props }: NamedIconProps) {
  return decorativeIcon(homepageIcon(name), props);
}
