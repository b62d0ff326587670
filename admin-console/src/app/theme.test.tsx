import { act, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLORS } from '@campaign/shared/design-tokens';
import { announceTheme } from '@campaign/shared/react';
import { renderConsole, stubSignedIn } from '../test/harness';
import * as themeModule from './theme';

const { FALLBACK_PALETTES, antdThemeFor, readShellPalette } = themeModule;

afterEach(() => {
  document.documentElement.classList.remove('dark');
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('antd theme', () => {
  it("maps the shell's palette, with the dark algorithm only in dark", () => {
    const dark = antdThemeFor('dark', FALLBACK_PALETTES.dark);
    expect(dark.algorithm).toBe(antdTheme.darkAlgorithm);
    expect(dark.token).toMatchObject({
      colorPrimary: COLORS.primary.dark,
      colorBgContainer: COLORS.card.dark,
      colorText: COLORS.text.dark,
      colorError: COLORS.danger.dark,
      // Pale primary backgrounds are the shell's, not antd's mix (readable primary text on them).
      colorPrimaryBg: COLORS.primarySoft.dark,
      colorSuccessText: COLORS.primaryText.dark,
    });
    // Text on primary buttons uses the shell's contrast colour (dark green on light green).
    expect(dark.components?.Button).toMatchObject({ primaryColor: COLORS.primaryContrast.dark });

    const light = antdThemeFor('light', FALLBACK_PALETTES.light);
    expect(light.algorithm).toBe(antdTheme.defaultAlgorithm);
    expect(light.token).toMatchObject({
      colorPrimary: COLORS.primary.light,
      colorBgContainer: COLORS.card.light,
      colorPrimaryBg: COLORS.primarySoft.light,
    });
    expect(light.components?.Menu).toMatchObject({
      itemSelectedBg: COLORS.primarySoft.light,
      itemSelectedColor: COLORS.primaryText.light,
    });
  });

  it("reads the live custom properties from the document root, falling back to the shell's values", () => {
    expect(readShellPalette('light')).toEqual(FALLBACK_PALETTES.light);
    document.documentElement.style.setProperty('--color-primary', '#123456');
    expect(readShellPalette('dark')).toEqual({ ...FALLBACK_PALETTES.dark, primary: '#123456' });
  });

  it("follows the shell's theme changes", async () => {
    const spy = vi.spyOn(themeModule, 'antdThemeFor');
    stubSignedIn();
    renderConsole();
    await screen.findByText('Select a blog post to edit');
    expect(spy).toHaveBeenLastCalledWith('light', expect.anything());

    act(() => {
      document.documentElement.classList.add('dark');
      announceTheme('dark');
    });
    expect(spy).toHaveBeenLastCalledWith('dark', expect.anything());
  });
});
