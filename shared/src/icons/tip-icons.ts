import {
  AlertCircle,
  ChefHat,
  Eye,
  FileText,
  Flame,
  Layers,
  Leaf,
  MessageCircle,
  Package,
  Scale,
  ShoppingCart,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { TipIcon } from '../constants';

/**
 * The picture the tips page draws for each icon name a tip may store (lucide). The public site
 * draws tips with it and the console's icon choice shows it, so an organiser picks what
 * visitors will see. Its own entry point (`@campaign/shared/tip-icons`), so nothing that does
 * not draw tips bundles the icons.
 */
export const TIP_ICON_PICTURES: Record<TipIcon, LucideIcon> = {
  ShoppingCart,
  Eye,
  Package,
  FileText,
  AlertCircle,
  Scale,
  ChefHat,
  Leaf,
  Sparkles,
  MessageCircle,
  Flame,
  Layers,
};
