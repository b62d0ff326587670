import { Shield } from 'lucide-react';
import { VALUE_ICON_PICTURES } from '@campaign/shared/page-icons';
import { decorativeIcon, lookupIcon, type NamedIconProps } from './named-icon';

/** The value cards' pictures: the same map the console's icon picker shows. */
export const VALUE_ICON_MAP = VALUE_ICON_PICTURES;

/** Values: an unknown stored icon name shows Shield. */
export const valueIcon = (name: string) => lookupIcon(VALUE_ICON_MAP, name, Shield);

export function ValueIcon({ name, ...props }: NamedIconProps) {
  return decorativeIcon(valueIcon(name), props);
}
