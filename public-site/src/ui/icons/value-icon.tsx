import { Eye, Lightbulb, Megaphone, Scale, Shield, Users, type LucideIcon } from 'lucide-react';
import type { ValueIcon as ValueIconName } from '@campaign/shared';
import { decorativeIcon, lookupIcon, type NamedIconProps } from './named-icon';

/** Typed against the names the shared contract allows for values. */
export const VALUE_ICON_MAP: Record<ValueIconName, LucideIcon> = {
  Eye,
  Megaphone,
  Lightbulb,
  Scale,
  Shield,
  Users,
};

/** Values: an unknown stored icon name shows Shield. */
export const valueIcon = (name: string) => lookupIcon(VALUE_ICON_MAP, name, Shield);

export function ValueIcon({ name, ...props }: NamedIconProps) {
  return decorativeIcon(valueIcon(name), props);
}
