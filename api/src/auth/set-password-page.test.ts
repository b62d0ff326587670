import { describe, expect, it } from 'vitest';
import { renderSetPasswordPage } from './set-password-page';

const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('renderSetPasswordPage', () => {
  it('renders a form that posts the token in the body, not the URL', () => {
    const html = renderSetPasswordPage('Nitrate <Free>', {
      kind: 'form',
      token,
      email: 'ada@example.org',
    });
    expect(html).toContain('<title>Set your password | Nitrate &lt;Free&gt;</title>');
    expect(html).toContain('<form method="post" action="/api/set-password">');
    expect(html).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(html).toMatch(
      /<input id="password" name="password" type="password" autocomplete="new-password"/,
    );
    expect(html).toMatch(
      /<input id="confirm" name="confirm" type="password" autocomplete="new-password"/,
    );
    expect(html).toContain('autocomplete="username" value="ada@example.org"');
    expect(html).toContain('minlength="12" maxlength="256"');
    expect(html.replace('<script src="/theme-init.js"></script>', '')).not.toMatch(
      /<script|<style|\sstyle=|\son[a-z]+=/i,
    );
    expect(html).not.toContain('role="alert"');
  });

  it('escapes what it shows and marks the fields invalid with the error', () => {
    const html = renderSetPasswordPage('Site', {
      kind: 'form',
      token: '"><script>',
      email: 'a<b>@example.org',
      error: 'Password must be at least 12 characters',
    });
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('a&lt;b&gt;@example.org');
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<div class="alert" role="alert" id="password-error"><p>Password must be at least 12 characters</p></div>',
    );
    expect(html).toContain('aria-invalid="true"');
  });

  it('says plainly when the link cannot be used, without a form', () => {
    const html = renderSetPasswordPage('Site', { kind: 'unusable' });
    expect(html).toContain('This link has expired or was already used.');
    expect(html).not.toContain('<form');
    expect(html).toContain('href="/api/login"');
  });

  it('says when to try again after too many attempts', () => {
    const now = new Date('2026-11-01T10:00:00.000Z');
    const html = renderSetPasswordPage('Site', {
      kind: 'locked',
      retryAt: new Date('2026-11-01T10:15:00.000Z'),
      now,
    });
    expect(html).toContain('Please try again after 10:15 UTC (in about 15 minutes).');
    expect(html).not.toContain('<form');
  });
});
