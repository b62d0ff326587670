import {
  BookOpen,
  ClipboardCheck,
  Heart,
  Share2,
  Sparkles,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { HomepageIcon as HomepageIconName } from '@campaign/shared';
import { decorativeIcon, lookupIcon, type NamedIconProps } from './named-icon';

/** Typed against the names the shared contract allows for the home page's steps and benefits. */
export const HOMEPAGE_ICON_MAP: Record<HomepageIconName, LucideIcon> = {
  ClipboardCheck,
  BookOpen,
  Share2,
  Heart,
  Users,
  TrendingUp,
};

/** Home page: an unknown stored icon name shows Sparkles. */
export const homepageIcon = (name: string) => lookupIcon(HOMEPAGE_ICON_MAP, name, Sparkles);

export function HomepageIcon({ name, ...props }: NamedIconProps) {
  return decorativeIcon(homepageIcon(name), props);
}
