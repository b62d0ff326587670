/**
 * The site's design tokens: the one place its colours, shadows, radii, faces and sizes are
 * written. Everything else takes them from here:
 * - the visitor site's stylesheet as CSS custom properties (`shell/src/styles/tokens.css`,
 *   written from this module by `pnpm design-tokens` and checked by a test);
 * - the console's antd theme (`admin-console/src/app/theme.ts`);
 * - the server-rendered sign-in pages and the article preview (`api/src/auth/login-page.ts`,
 *   `api/src/web/preview-document.ts`);
 * - the emails, which need literal values (`api/src/mail/layout.ts`).
 * A test (`scripts/design-tokens.test.ts`) fails if a hex colour is written anywhere else.
 *
 * The look: warm paper, forest green and a tomato accent; a soft serif for headings (Fraunces,
 * self-hosted) over the system's sans-serif for reading.
 */

import { HEADER_HEIGHT as HEADER_HEIGHT_PX } from './constants';

export type ThemeName = 'light' | 'dark';

interface Pair {
  light: string;
  dark: string;
}

/** Colours by name, each for the light and the dark theme. CSS: `--color-<kebab-name>`. */
export const COLORS = {
  bg: { light: '#fdfcf8', dark: '#0c130f' },
  surface: { light: '#f7f5ef', dark: '#111b15' },
  card: { light: '#ffffff', dark: '#16221b' },
  text: { light: '#17231c', dark: '#e7eee9' },
  textMuted: { light: '#4a5850', dark: '#a7b6ac' },
  muted: { light: '#ebe7dc', dark: '#24332a' },
  border: { light: '#dcd7c9', dark: '#2b3b31' },
  primary: { light: '#15803d', dark: '#4ade80' },
  primaryStrong: { light: '#166534', dark: '#86efac' },
  primaryContrast: { light: '#ffffff', dark: '#06240f' },
  primarySoft: { light: '#dcfce7', dark: '#163b24' },
  primaryText: { light: '#166534', dark: '#86efac' },
  accent: { light: '#c2410c', dark: '#fb923c' },
  accentSoft: { light: '#fbe6da', dark: '#3a2114' },
  /** Text on the soft accent (the preview banner). */
  accentText: { light: '#3b1606', dark: '#fde7d6' },
  danger: { light: '#b91c1c', dark: '#f87171' },
  dangerContrast: { light: '#ffffff', dark: '#1f0505' },
  dangerText: { light: '#b91c1c', dark: '#fca5a5' },
  /** The background of an error summary. */
  dangerSoft: { light: '#fef2f2', dark: '#2a1414' },
  focus: { light: '#2563eb', dark: '#93c5fd' },
  /**
   * Borders of inputs and other controls: at least 3:1 against every surface they sit on
   * (WCAG 1.4.11), checked by `e2e/tests/control-contrast.spec.ts`.
   */
  inputBorder: { light: '#6b786f', dark: '#76897d' },
  /** The header once the page scrolls under it: the page colour, slightly see-through. */
  headerScrolled: { light: 'rgb(253 252 248 / 0.8)', dark: 'rgb(12 19 15 / 0.8)' },
  /**
   * Large coloured surfaces (call-to-action banners, the impact hero, the back of a value card,
   * avatars, the emails' header): deep forest green in both themes, never a bright slab.
   */
  deep: { light: '#14532d', dark: '#123020' },
  deepStrong: { light: '#0f3d22', dark: '#0d2418' },
  deepText: { light: '#f6f3ea', dark: '#e7eee9' },
  deepMuted: { light: '#cfe3d5', dark: '#a7c4b0' },
  deepAccent: { light: '#fcd34d', dark: '#4ade80' },
  deepButton: { light: '#f6f3ea', dark: '#4ade80' },
  deepButtonText: { light: '#14532d', dark: '#06240f' },
  /** Illustrations: the same few colours everywhere. */
  leaf: { light: '#22a05a', dark: '#3fbf75' },
  tomato: { light: '#e4572e', dark: '#e8694a' },
  mustard: { light: '#f2b84b', dark: '#e0ac48' },
  plate: { light: '#ffffff', dark: '#1d2c23' },
  ink: { light: '#17231c', dark: '#0a100c' },
  /**
   * White in both themes: behind an email's preview (mail is read light) and a QR code (apps scan
   * dark on light), whatever the page's theme.
   */
  paper: { light: '#ffffff', dark: '#ffffff' },
  /** The Impact chart. */
  chartBar: { light: '#15803d', dark: '#2f9e5e' },
  chartBarHover: { light: '#166534', dark: '#4ade80' },
  chartGrid: { light: '#e6e1d4', dark: '#223128' },
  /**
   * The share buttons' network marks: each network's own blue, a shade deeper on light pages and
   * lighter on dark ones, so each mark stands out at least 3:1 from the button it is on.
   */
  shareFacebook: { light: '#1877f2', dark: '#6aa8ff' },
  shareX: { light: '#0f7fc7', dark: '#4cb3f5' },
  shareLinkedin: { light: '#0a66c2', dark: '#5aa9f0' },
} as const satisfies Record<string, Pair>;

export type ColorName = keyof typeof COLORS;

/** Shadows, tinted warm on paper and plain black in the dark. CSS: `--shadow-<name>`. */
export const SHADOWS = {
  sm: {
    light: '0 1px 2px rgb(40 32 16 / 0.06), 0 1px 1px rgb(40 32 16 / 0.04)',
    dark: '0 1px 2px rgb(0 0 0 / 0.4)',
  },
  md: {
    light: '0 6px 18px -6px rgb(40 32 16 / 0.14), 0 2px 4px rgb(40 32 16 / 0.05)',
    dark: '0 6px 18px -6px rgb(0 0 0 / 0.55), 0 2px 4px rgb(0 0 0 / 0.3)',
  },
  lg: {
    light: '0 18px 40px -12px rgb(40 32 16 / 0.22)',
    dark: '0 18px 40px -12px rgb(0 0 0 / 0.65)',
  },
} as const satisfies Record<string, Pair>;

/** Corner radii, in rem (the console converts them to pixels for antd). */
export const RADII = { sm: 0.5, md: 0.75, lg: 1.25 } as const;

/** Faces. The display fallback has Fraunces' metrics, so nothing moves when the font arrives. */
export const FONTS = {
  display: "'Fraunces Variable', 'Fraunces Fallback', Georgia, 'Times New Roman', serif",
  sans: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
  displayWeight: 600,
} as const;

/** Type scale (a minor third, the upper steps fluid between phone and desktop). CSS: `--text-*`. */
export const TEXT_SIZES = {
  xs: '0.8125rem',
  sm: '0.875rem',
  base: '1rem',
  md: '1.125rem',
  lg: '1.25rem',
  xl: 'clamp(1.375rem, 1.25rem + 0.5vw, 1.625rem)',
  '2xl': 'clamp(1.625rem, 1.35rem + 1.2vw, 2.25rem)',
  '3xl': 'clamp(2rem, 1.55rem + 2vw, 3.125rem)',
  '4xl': 'clamp(2.5rem, 1.7rem + 4vw, 4.75rem)',
} as const;

export const LEADING = { tight: 1.08, snug: 1.25, body: 1.65 } as const;

/** Spacing scale, in rem: `--space-1` is the first step. */
export const SPACING = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6] as const;

/** Long text is set to a readable line length. */
export const MEASURE = '40rem';
/** The sticky header's height, also the offset of an anchor jump. */
export const HEADER_HEIGHT = `${HEADER_HEIGHT_PX}px`;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property that carries a colour, e.g. `--color-text-muted`. */
export const colorProperty = (name: ColorName) => `--color-${kebab(name)}`;

/** Every colour's value in one theme. */
export function colorsFor(theme: ThemeName): Record<ColorName, string> {
  return Object.fromEntries(
    Object.entries(COLORS).map(([name, pair]) => [name, pair[theme]]),
  ) as Record<ColorName, string>;
}

/** The custom properties that differ between themes (colours and shadows), in order. */
export function themeProperties(theme: ThemeName): [string, string][] {
  return [
    ...Object.entries(COLORS).map(([name, pair]): [string, string] => [
      colorProperty(name as ColorName),
      pair[theme],
    ]),
    ...Object.entries(SHADOWS).map(([name, pair]): [string, string] => [
      `--shadow-${name}`,
      pair[theme],
    ]),
  ];
}

/** The custom properties both themes share: radii, faces, type, spacing. */
export function sharedProperties(): [string, string][] {
  return [
    ['--radius', `${RADII.md}rem`],
    ['--radius-sm', `${RADII.sm}rem`],
    ['--radius-lg', `${RADII.lg}rem`],
    ['--header-height', HEADER_HEIGHT],
    ['--font-display', FONTS.display],
    ['--font-sans', FONTS.sans],
    ['--weight-display', String(FONTS.displayWeight)],
    ...Object.entries(TEXT_SIZES).map(([name, size]): [string, string] => [`--text-${name}`, size]),
    ...Object.entries(LEADING).map(([name, value]): [string, string] => [
      `--leading-${name}`,
      String(value),
    ]),
    ['--measure', MEASURE],
    ...SPACING.map((rem, index): [string, string] => [`--space-${index + 1}`, `${rem}rem`]),
  ];
}

const block = (selector: string, properties: [string, string][], colorScheme: ThemeName) =>
  `${selector} {\n${properties.map(([name, value]) => `  ${name}: ${value};\n`).join('')}  color-scheme: ${colorScheme};\n}\n`;

/**
 * The tokens as a stylesheet: `:root` for light, `:root.dark` for dark (the class the theme
 * script sets before the first paint). `only` keeps just the named properties, for pages that
 * need a few (the sign-in page).
 */
export function designTokensCss(only?: readonly string[]): string {
  const keep = (properties: [string, string][]) =>
    only ? properties.filter(([name]) => only.includes(name)) : properties;
  return (
    block(':root', keep([...themeProperties('light'), ...sharedProperties()]), 'light') +
    block(':root.dark', keep(themeProperties('dark')), 'dark')
  );
}

/** The custom properties a stylesheet reads through `var(--…)`, to keep only those. */
export const customPropertiesUsedBy = (css: string): string[] => [
  ...new Set(Array.from(css.matchAll(/var\((--[\w-]+)/g), (match) => match[1]!)),
];
