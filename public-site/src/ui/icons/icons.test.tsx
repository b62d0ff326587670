import { render } from '@testing-library/react';
import { Package, Scale, Shield, Sparkles } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { TIP_ICONS, VALUE_ICONS, HOMEPAGE_ICONS } from '@campaign/shared';
import { HOMEPAGE_ICON_MAP, homepageIcon } from './homepage-icon';
import { TIP_ICON_MAP, tipIcon, TipIcon } from './tip-icon';
import { valueIcon, VALUE_ICON_MAP } from './value-icon';

describe('icon maps', () => {
  it('covers every name the shared contract allows', () => {
    for (const name of TIP_ICONS) expect(TIP_ICON_MAP[name]).toBeDefined();
    for (const name of VALUE_ICONS) expect(VALUE_ICON_MAP[name]).toBeDefined();
    for (const name of HOMEPAGE_ICONS) expect(homepageIcon(name)).toBe(HOMEPAGE_ICON_MAP[name]);
    // Every name draws a picture of its own, except Sparkles, which is also the fallback.
    const pictures = HOMEPAGE_ICONS.map(homepageIcon);
    expect(new Set(pictures).size).toBe(HOMEPAGE_ICONS.length);
    expect(homepageIcon('Sparkles')).toBe(Sparkles);
  });

  it('falls back for unknown names: Package for tips', () => {
    expect(tipIcon('Scale')).toBe(Scale);
    expect(tipIcon('NoSuchIcon')).toBe(Package);
    expect(tipIcon('constructor')).toBe(Package);
    expect(valueIcon('Unknown')).toBe(Shield);
    expect(homepageIcon('Unknown')).toBe(Sparkles);
  });

  it('renders a decorative svg by name', () => {
    const { container } = render(<TipIcon name="Whatever" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toContain('lucide-package');
  });
});
