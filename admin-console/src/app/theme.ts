import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { Theme } from '@campaign/shared';
import { colorProperty, colorsFor, FONTS, RADII } from '@campaign/shared/design-tokens';

/** The design tokens (shared/src/design-tokens.ts) that the console maps into antd. */
export interface ShellPalette {
  bg: string;
  surface: string;
  card: string;
  text: string;
  textMuted: string;
  muted: string;
  border: string;
  primary: string;
  primaryStrong: string;
  primaryContrast: string;
  /** A pale (dark theme: deep) primary background, and the primary text colour readable on it. */
  primarySoft: string;
  primaryText: string;
  accent: string;
  danger: string;
  dangerContrast: string;
  focus: string;
  fontFamily: string;
}

/** The custom property each palette entry is read from. */
const TOKEN_NAMES: Record<keyof ShellPalette, string> = {
  bg: colorProperty('bg'),
  surface: colorProperty('surface'),
  card: colorProperty('card'),
  text: colorProperty('text'),
  textMuted: colorProperty('textMuted'),
  muted: colorProperty('muted'),
  border: colorProperty('border'),
  primary: colorProperty('primary'),
  primaryStrong: colorProperty('primaryStrong'),
  primaryContrast: colorProperty('primaryContrast'),
  primarySoft: colorProperty('primarySoft'),
  primaryText: colorProperty('primaryText'),
  accent: colorProperty('accent'),
  danger: colorProperty('danger'),
  dangerContrast: colorProperty('dangerContrast'),
  focus: colorProperty('focus'),
  fontFamily: '--font-sans',
};

const fallbackPalette = (theme: Theme): ShellPalette => {
  const colors = colorsFor(theme);
  const palette = { fontFamily: FONTS.sans } as ShellPalette;
  for (const key of Object.keys(TOKEN_NAMES) as (keyof ShellPalette)[]) {
    if (key !== 'fontFamily') palette[key] = colors[key];
  }
  return palette;
};

/**
 * The design tokens' values, used where the shell's stylesheet is absent (tests, the standalone
 * dev host). In the composed site the live custom properties win, so a console released before
 * the shell's latest tokens still matches the page around it.
 */
export const FALLBACK_PALETTES: Record<Theme, ShellPalette> = {
  light: fallbackPalette('light'),
  dark: fallbackPalette('dark'),
};

/** antd sizes corners in pixels; the tokens give rem. */
const px = (rem: number) => Math.round(rem * 16);

/** Reads the shell's palette from the document root, which carries the current theme's class. */
export function readShellPalette(theme: Theme): ShellPalette {
  const fallback = FALLBACK_PALETTES[theme];
  if (typeof document === 'undefined') return fallback;
  const style = getComputedStyle(document.documentElement);
  const palette = { ...fallback };
  for (const key of Object.keys(TOKEN_NAMES) as (keyof ShellPalette)[]) {
    const value = style.getPropertyValue(TOKEN_NAMES[key]).trim();
    if (value) palette[key] = value;
  }
  return palette;
}

/**
 * The shell's danger colour for every component that shows one. Set per component because
 * antd's dark algorithm re-derives the global `colorError` from the seed, darkening the shell's
 * red below a readable contrast on the dark card.
 */
function dangerTokens(palette: ShellPalette) {
  return {
    colorError: palette.danger,
    colorErrorHover: palette.danger,
    colorErrorActive: palette.danger,
    colorErrorText: palette.danger,
    colorErrorTextHover: palette.danger,
    colorErrorTextActive: palette.danger,
    colorErrorBorderHover: palette.danger,
  };
}

/** The antd theme for the console: the shell's palette, with antd's dark algorithm in dark. */
export function antdThemeFor(theme: Theme, palette: ShellPalette): ThemeConfig {
  const danger = dangerTokens(palette);
  return {
    algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: palette.primary,
      // antd derives hover and pressed shades by lightening the primary, and the contrast text on
      // a lightened green falls below 4.5:1 (a hovered primary button, as after a click). The
      // shell's buttons use its stronger primary for both.
      colorPrimaryHover: palette.primaryStrong,
      colorPrimaryActive: palette.primaryStrong,
      colorInfo: palette.primary,
      colorSuccess: palette.primary,
      colorWarning: palette.accent,
      colorError: palette.danger,
      // antd derives its pale primary backgrounds (selected menu item, success tag) by mixing the
      // primary with the page's colours, which here gives a grey the primary text fails on.
      colorPrimaryBg: palette.primarySoft,
      colorPrimaryBgHover: palette.primarySoft,
      colorSuccessBg: palette.primarySoft,
      colorSuccessText: palette.primaryText,
      colorInfoBg: palette.primarySoft,
      colorInfoBorder: palette.border,
      colorLink: palette.primary,
      colorLinkHover: palette.primaryStrong,
      colorTextBase: palette.text,
      colorText: palette.text,
      colorTextSecondary: palette.textMuted,
      colorTextDescription: palette.textMuted,
      // antd's placeholders are a faint tint of the text; the shell's muted text is readable.
      colorTextPlaceholder: palette.textMuted,
      colorBgBase: palette.bg,
      colorBgLayout: palette.bg,
      colorBgContainer: palette.card,
      colorBgElevated: palette.card,
      colorFillAlter: palette.surface,
      colorBorder: palette.border,
      colorBorderSecondary: palette.border,
      fontFamily: palette.fontFamily,
      fontSize: 15,
      borderRadius: px(RADII.sm),
      borderRadiusLG: px(RADII.md),
    },
    components: {
      Button: {
        ...danger,
        primaryColor: palette.primaryContrast,
        dangerColor: palette.dangerContrast,
        solidTextColor: palette.primaryContrast,
        fontWeight: 600,
        // Flat buttons, like the shell's.
        primaryShadow: 'none',
        defaultShadow: 'none',
        dangerShadow: 'none',
      },
      Form: danger,
      Input: danger,
      // An empty table's "No emails yet." is drawn in the disabled text colour, too faint to read
      // (under 3:1); it is a message, not a disabled control.
      Table: { colorTextDisabled: palette.textMuted },
      Select: danger,
      Alert: danger,
      Tag: danger,
      Popconfirm: danger,
      Segmented: {
        // antd's track is the page background, which leaves the control without an outline.
        trackBg: palette.muted,
        itemSelectedBg: palette.card,
        itemColor: palette.textMuted,
        itemHoverColor: palette.text,
        itemSelectedColor: palette.text,
      },
      Menu: {
        itemSelectedBg: palette.primarySoft,
        itemSelectedColor: palette.primaryText,
        itemHoverBg: palette.muted,
        itemActiveBg: palette.muted,
        itemColor: palette.text,
      },
      Tabs: {
        itemColor: palette.textMuted,
        itemSelectedColor: palette.primary,
        itemHoverColor: palette.primaryStrong,
        inkBarColor: palette.primary,
        // antd's defaults are empty strings, emitted as `--ant-tabs-horizontal-item-margin:;`,
        // which some CSS parsers reject. These spell out what the empty values mean (a 32 px gutter).
        horizontalItemMargin: '0 0 0 32px',
        horizontalItemMarginRTL: '0 32px 0 0',
      },
    },
  };
}
