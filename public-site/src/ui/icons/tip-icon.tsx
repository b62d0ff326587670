import { TIP_ICON_FALLBACK } from '@campaign/shared';
import { TIP_ICON_PICTURES } from '@campaign/shared/tip-icons';
import { decorativeIcon, lookupIcon, type NamedIconProps } from './named-icon';

export const TIP_ICON_MAP = TIP_ICON_PICTURES;

/** Tips: an unknown stored icon name shows Package. */
export const tipIcon = (name: string) =>
  lookupIcon(TIP_ICON_MAP, name, TIP_ICON_MAP[TIP_ICON_FALLBACK]);

export function TipIcon({ name, ...props }: NamedIconProps) {
  return decorativeIcon(tipIcon(name), props);
}
