import { act, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
      colorPrimary: '#4ade80',
      colorBgContainer: '#18231c',
      colorText: '#e8efe9',
      colorError: '#f87171',
      // Pale primary backgrounds are the shell's, not antd's mix (readable primary text on them).
      colorPrimaryBg: '#163b24',
      colorSuccessText: '#86efac',
    });
    // Text on primary buttons uses the shell's contrast colour (dark green on light green).
    expect(dark.components?.Button).toMatchObject({ primaryColor: '#06240f' });

    const light = antdThemeFor('light', FALLBACK_PALETTES.light);
    expect(light.algorithm).toBe(antdTheme.defaultAlgorithm);
    expect(light.token).toMatchObject({
      colorPrimary: '#15803d',
      colorBgContainer: '#ffffff',
      colorPrimaryBg: '#dcfce7',
    });
    expect(light.components?.Menu).toMatchObject({
      itemSelectedBg: '#dcfce7',
      itemSelectedColor: '#166534',
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
