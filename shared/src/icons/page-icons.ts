import {
  Award,
  BookOpen,
  Calendar,
  ChefHat,
  ClipboardCheck,
  Eye,
  Globe,
  Heart,
  Leaf,
  Lightbulb,
  Megaphone,
  Scale,
  Share2,
  Shield,
  ShoppingCart,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { HomepageIcon, ValueIcon } from '../constants';

/**
 * The picture each icon name of the page contents stands for (lucide): the home page's steps
 * and benefits and the pledge page's benefits use HOMEPAGE_ICONS, the value cards VALUE_ICONS.
 * The console's icon picker shows them, so an organiser picks what visitors will see. Its own
 * entry point (`@campaign/shared/page-icons`), so nothing that draws no icon bundles them.
 */
export const HOMEPAGE_ICON_PICTURES: Record<HomepageIcon, LucideIcon> = {
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

export const VALUE_ICON_PICTURES: Record<ValueIcon, LucideIcon> = {
  Eye,
  Megaphone,
  Lightbulb,
  Scale,
  Shield,
  Users,
};
