import { expect, test, type Locator, type Page } from '@playwright/test';
import { openIn, type Theme } from './public-helpers';

/**
 * WCAG 1.4.11 (non-text contrast), which axe does not check: what shows where a form control is,
 * its border (or, for a filled button, its fill), and its focus ring must each stand out at least
 * 3:1 from the colour around it, on the visitor forms in both themes. Colours are read from the
 * rendered page, so this follows the tokens, whatever they become.
 */

const MIN_RATIO = 3;

const FORMS: { path: string; form: (page: Page) => Locator; name: string }[] = [
  {
    path: '/contact',
    name: 'contact form',
    form: (page) => page.getByRole('main').locator('form'),
  },
  {
    path: '/pledge',
    name: 'pledge form',
    form: (page) => page.getByRole('main').locator('form'),
  },
  {
    path: '/contact',
    name: 'footer newsletter form',
    form: (page) => page.getByRole('contentinfo').locator('form'),
  },
];

/** What the page paints for one control: its edge and what lies behind and inside it. */
interface Paint {
  label: string;
  /** The colour marking the control's edge: its border, or its fill when it has none. */
  edge: string;
  /** The colour around the control (its nearest painted ancestors, blended). */
  behind: string;
  /** The control's own fill, over what is behind it. */
  inside: string;
  ring: { color: string; style: string; width: string } | null;
}

/** The visible, focusable controls of `form` (not the honeypot, which no one sees). */
async function controlsOf(form: Locator): Promise<Locator[]> {
  const all = await form.locator('input:not([type="hidden"]), textarea, select, button').all();
  const visible: Locator[] = [];
  for (const control of all) {
    const hidden = await control.evaluate(
      (el) =>
        el.closest('[aria-hidden="true"]') !== null ||
        (el as HTMLElement).tabIndex < 0 ||
        el.getClientRects().length === 0,
    );
    if (!hidden) visible.push(control);
  }
  return visible;
}

/** Reads the colours of `control`; with `focused`, its focus ring as well. */
function paintOf(control: Locator, focused: boolean): Promise<Paint> {
  return control.evaluate((el, withRing) => {
    const style = getComputedStyle(el);
    const parse = (value: string): [number, number, number, number] => {
      const rgb = /rgba?\(([^)]+)\)/.exec(value);
      if (rgb) {
        const [r, g, b, a = '1'] = rgb[1]!.split(/[\s,/]+/).filter(Boolean);
        return [Number(r), Number(g), Number(b), Number(a)];
      }
      // color-mix() and friends compute to color(srgb r g b / a), channels from 0 to 1.
      const srgb = /color\(srgb ([^)]+)\)/.exec(value);
      if (srgb) {
        const [r, g, b, a = '1'] = srgb[1]!.split(/[\s/]+/).filter(Boolean);
        return [Number(r) * 255, Number(g) * 255, Number(b) * 255, Number(a)];
      }
      throw new Error(`unreadable colour ${value}`);
    };
    const over = (top: number[], bottom: number[]) => {
      const a = top[3]!;
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1);
    };
    const css = (c: number[]) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`;
    // The ancestors' fills, blended from the first opaque one up to the control's parent.
    const layers: number[][] = [];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const fill = parse(getComputedStyle(node).backgroundColor);
      if (fill[3] > 0) layers.push(fill);
      if (fill[3] >= 1) break;
    }
    let behind = [255, 255, 255, 1];
    for (const layer of layers.reverse()) behind = over(layer, behind);
    const inside = over(parse(style.backgroundColor), behind);
    const border = parse(style.borderTopColor);
    const hasBorder = parseFloat(style.borderTopWidth) >= 1 && border[3] > 0;
    const label =
      (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
      el.getAttribute('aria-label') ||
      el.textContent?.trim() ||
      el.tagName;
    return {
      label,
      edge: css(hasBorder ? over(border, inside) : inside),
      behind: css(behind),
      inside: css(inside),
      ring: withRing
        ? {
            color: css(over(parse(style.outlineColor), behind)),
            style: style.outlineStyle,
            width: style.outlineWidth,
          }
        : null,
    };
  }, focused);
}

const luminance = (color: string) => {
  const [r, g, b] = color.match(/\d+/g)!.map((n) => {
    const c = Number(n) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** The WCAG contrast ratio of two rgb() colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('the contrast ratio is computed as WCAG defines it', () => {
  expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
  expect(contrastRatio('rgb(118, 118, 118)', 'rgb(255, 255, 255)')).toBeCloseTo(4.54, 2);
  expect(contrastRatio('rgb(255, 255, 255)', 'rgb(255, 255, 255)')).toBe(1);
});

for (const theme of ['light', 'dark'] as Theme[]) {
  for (const { path, name, form } of FORMS) {
    test(`every control of the ${name} on ${path} stands out 3:1, with its focus ring (${theme})`, async ({
      page,
    }) => {
      await openIn(page, path, theme);
      const controls = await controlsOf(form(page));
      expect(controls.length, 'controls found').toBeGreaterThan(1);
      const failures: string[] = [];
      for (const control of controls) {
        const rest = await paintOf(control, false);
        // The edge against the page around it, and an input's border against its own fill.
        const edge = Math.min(
          contrastRatio(rest.edge, rest.behind),
          rest.edge === rest.inside ? Infinity : contrastRatio(rest.edge, rest.inside),
        );
        if (edge < MIN_RATIO) {
          failures.push(`${rest.label}: edge ${rest.edge} on ${rest.behind}: ${edge.toFixed(2)}:1`);
        }
        // A key press first, so the browser shows the ring as it does for keyboard users.
        await page.keyboard.press('Shift');
        await control.focus();
        const focused = await paintOf(control, true);
        const ring = focused.ring!;
        const ringRatio = contrastRatio(ring.color, focused.behind);
        if (ring.style === 'none' || parseFloat(ring.width) < 2) {
          failures.push(`${rest.label}: no focus ring (${ring.style} ${ring.width})`);
        } else if (ringRatio < MIN_RATIO) {
          failures.push(
            `${rest.label}: focus ring ${ring.color} on ${focused.behind}: ${ringRatio.toFixed(2)}:1`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }
}
