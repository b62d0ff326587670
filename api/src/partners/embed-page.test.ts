import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, PLEDGE_DEFAULTS } from '@campaign/shared';
import {
  EMBED_BUDGET_BYTES,
  EMBED_FRAME_SCRIPT,
  EMBED_SCRIPT,
  embedPage,
  embedStyles,
  type EmbedView,
} from './embed-page';
import { embedContentSecurityPolicy } from '@campaign/shared/security-policy';
import type { EmbedPartner } from './partner-store';

const PARTNER: EmbedPartner = {
  name: 'Green Grocers',
  code: 'green-grocers',
  origins: ['https://grocers.example'],
  consentLine: 'Green Grocers will not see your <email>.',
  accent: 'accent',
  theme: 'auto',
  layout: 'full',
  enabled: true,
};

const view = (overrides: Partial<EmbedView> = {}): EmbedView => ({
  partner: PARTNER,
  siteName: 'Nitrate-Free November',
  publicUrl: 'https://nitratefree.example',
  texts: PLEDGE_DEFAULTS,
  totalPledges: 1234,
  settings: { ...DEFAULT_SITE_SETTINGS, pledgeGoal: 5000, displayThreshold: 0 },
  ...overrides,
});

describe('the embed page', () => {
  it('stays within its 15 KB gzip budget, everything it loads counted', () => {
    // The heaviest answer: the full layout, a form sent back with every message.
    const html = embedPage(
      view({
        form: {
          values: { name: 'x'.repeat(100), email: 'y'.repeat(254) },
          errors: { name: 'Name must be at most 100 characters', email: 'Invalid email address' },
          message: 'Please correct the fields marked below.',
        },
      }),
    );
    const bytes = [html, EMBED_FRAME_SCRIPT, EMBED_SCRIPT]
      .map((part) => gzipSync(part, { level: 9 }).length)
      .reduce((sum, size) => sum + size, 0);
    console.info(`partner embed: ${bytes} bytes gzipped of ${EMBED_BUDGET_BYTES}`);
    expect(bytes).toBeLessThanOrEqual(EMBED_BUDGET_BYTES);
  });

  it('shows the count, the goal, the form and the partner’s consent line, escaped', () => {
    const html = embedPage(view());
    expect(html).toContain('Join 1,234+ others who');
    expect(html).toContain('24% of our goal of 5,000 pledges');
    expect(html).toContain('aria-valuenow="24"');
    expect(html).toContain('name="name"');
    expect(html).toContain('type="email"');
    expect(html).toContain('Green Grocers will not see your &lt;email&gt;.');
    expect(html).not.toContain('<email>');
    expect(html).toContain(PLEDGE_DEFAULTS.pledgeText.text);
  });

  it('leaves the pledge’s words out when compact, and the count below the display threshold', () => {
    const html = embedPage(
      view({
        partner: { ...PARTNER, layout: 'compact', consentLine: '' },
        totalPledges: 3,
        settings: { ...DEFAULT_SITE_SETTINGS, displayThreshold: 50 },
      }),
    );
    expect(html).not.toContain(PLEDGE_DEFAULTS.pledgeText.text);
    expect(html).toContain(PLEDGE_DEFAULTS.count.beFirst);
    expect(html).not.toContain('role="progressbar"');
  });

  it('marks the fields a post got wrong and keeps their values', () => {
    const html = embedPage(
      view({
        form: { values: { name: 'A', email: 'a"b' }, errors: { name: 'Too short' } },
      }),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-describedby="embed-name-error"');
    expect(html).toContain('value="a&quot;b"');
  });

  it('thanks the pledger without the form', () => {
    const html = embedPage(view({ pledged: true }));
    expect(html).toContain(PLEDGE_DEFAULTS.success.title);
    expect(html).not.toContain('<form');
  });

  it('writes one theme, or both by the visitor’s system', () => {
    expect(embedStyles({ ...PARTNER, theme: 'auto' })).toContain('prefers-color-scheme:dark');
    expect(embedStyles({ ...PARTNER, theme: 'dark' })).not.toContain('prefers-color-scheme');
    expect(embedStyles({ ...PARTNER, theme: 'dark' })).toContain('color-scheme:dark');
  });
});

describe('the embed’s content security policy', () => {
  it('lets only the partner’s origins frame it, and loads nothing but its own script', () => {
    const csp = embedContentSecurityPolicy(['https://grocers.example', 'http://localhost:4000']);
    expect(csp.split(';')).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'unsafe-inline'",
      "img-src 'self' data:",
      "form-action 'self'",
      "base-uri 'none'",
      'frame-ancestors https://grocers.example http://localhost:4000',
    ]);
    expect(embedContentSecurityPolicy([])).toContain("frame-ancestors 'none'");
  });

  it('refuses anything but an origin, so a stored value cannot add a directive', () => {
    expect(() =>
      embedContentSecurityPolicy(["https://a.example;script-src 'unsafe-inline'"]),
    ).toThrow();
    expect(() => embedContentSecurityPolicy(['*'])).toThrow();
  });
});
