import {
  Award,
  BookOpen,
  Calendar,
  ChefHat,
  ClipboardCheck,
  Globe,
  Heart,
  Leaf,
  Megaphone,
  Share2,
  ShoppingCart,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { HomepageIcon as HomepageIconName } from '@campaign/shared';
import { decorativeIcon, lookupIcon, type NamedIconProps } from './named-icon';

/**
 * Typed against the names the shared contract allows for the steps and benefits of the home
 * and pledge pages.
 */
export const HOMEPAGE_ICON_MAP: Record<HomepageIconName, LucideIcon> = {
  ClipboardCheck,
  BookOpen,
  Share2,
  Heart,
  Users,
  TrendingUp,
  Sparkles,
  Leaf,
  ShoppingCart,
  ChefHat,
  Megaphone,
  Target,
  Award,
  Calendar,
  Globe,
  Star,
};

/** Home and pledge pages: an unknown stored icon name shows Sparkles. */
export const homepageIcon = (name: string) => lookupIcon(HOMEPAGE_ICON_MAP, name, Sparkles);

export function HomepageIcon({ name, ...props }: NamedIconProps) {
  return decorativeIcon(homepageIcon(name), props);
}
