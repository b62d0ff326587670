import { createElement } from 'react';
import {
  BookOpen,
  ClipboardCheck,
  Eye,
  Heart,
  Lightbulb,
  Megaphone,
  Scale,
  Share2,
  Shield,
  Sparkles,
  TrendingUp,
  Users,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import {
  TIP_ICON_FALLBACK,
  type HomepageIcon as HomepageIconName,
  type ValueIcon as ValueIconName,
} from '@campaign/shared';
import { TIP_ICON_PICTURES } from '@campaign/shared/tip-icons';

// Icons are chosen by the name stored with the content; each map is typed against the names
// the shared contract allows, and any other stored name falls back.

export const TIP_ICON_MAP = TIP_ICON_PICTURES;

export const VALUE_ICON_MAP: Record<ValueIconName, LucideIcon> = {
  Eye,
  Megaphone,
  Lightbulb,
  Scale,
  Shield,
  Users,
};

export const HOMEPAGE_ICON_MAP: Record<HomepageIconName, LucideIcon> = {
  ClipboardCheck,
  BookOpen,
  Share2,
  Heart,
  Users,
  TrendingUp,
};

function lookup<K extends string>(map: Record<K, LucideIcon>, name: string, fallback: LucideIcon) {
  return Object.hasOwn(map, name) ? map[name as K] : fallback;
}

/** Tips: an unknown stored icon name shows Package. */
export const tipIcon = (name: string): LucideIcon =>
  lookup(TIP_ICON_MAP, name, TIP_ICON_MAP[TIP_ICON_FALLBACK]);

export const valueIcon = (name: string): LucideIcon => lookup(VALUE_ICON_MAP, name, Shield);

export const homepageIcon = (name: string): LucideIcon => lookup(HOMEPAGE_ICON_MAP, name, Sparkles);

type NamedIconProps = Omit<LucideProps, 'ref'> & { name: string };

// Components (rather than looked-up variables) so render code never creates a component type.
// Icons are decorative here: the text beside them says what they mean.

export function TipIcon({ name, ...props }: NamedIconProps) {
  return createElement(tipIcon(name), { 'aria-hidden': true, ...props });
}

export function ValueIcon({ name, ...props }: NamedIconProps) {
  return createElement(valueIcon(name), { 'aria-hidden': true, ...props });
}

export function HomepageIcon({ name, ...props }: NamedIconProps) {
  return createElement(homepageIcon(name), { 'aria-hidden': true, ...props });
}
