import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER } from '../../../test/fixtures';
import { fail, json, renderConsole, setupUser, stubSignedIn } from '../../../test/harness';

const user = setupUser();

const OFF = { enabled: false, recoveryCodesLeft: 0, mustEnrol: false };
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Site:ada%40example.org?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '2')}`);
const SESSIONS = {
  sessions: [
    {
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      current: true,
      createdAt: '2026-11-29T09:00:00.000Z',
      lastSeenAt: '2026-11-29T10:00:00.000Z',
      device: 'Firefox on Linux',
      network: '203.0.113.0/24',
    },
    {
      id: 'BBBBBBBBBBBBBBBBBBBBBB',
      current: false,
      createdAt: '2026-11-28T09:00:00.000Z',
      lastSeenAt: '2026-11-28T10:00:00.000Z',
      device: 'Safari on iOS',
      network: '198.51.100.0/24',
    },
  ],
};

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Your account', () => {
  it('sets up two-factor sign-in: QR code and key, a code checked by the contract, then the recovery codes once', async () => {
    let status = OFF;
    const api = stubSignedIn({
      'GET /api/admin/account/two-factor': () => json(status),
      'GET /api/admin/account/sessions': SESSIONS,
      'POST /api/admin/account/two-factor/setup': SETUP,
      'POST /api/admin/account/two-factor/confirm': () => {
        status = { enabled: true, recoveryCodesLeft: 10, mustEnrol: false };
        return json({ recoveryCodes: CODES });
      },
    });
    renderConsole({ path: '/admin/account' });
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));

    const twoFactor = section('Two-factor sign-in');
    const qr = await twoFactor.findByRole('img', { name: 'QR code holding your two-factor key' });
    expect(qr.getAttribute('src')).toBe(SETUP.qrCode);
    expect(twoFactor.getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    const code = twoFactor.getByRole('textbox', { name: 'Enter the 6-digit code the app shows' });
    await user.type(code, '12ab');
    await user.click(twoFactor.getByRole('button', { name: 'Confirm and switch on' }));
    await twoFactor.findByText('Enter the 6-digit code from your app');
    expect(api.to('POST', '/api/admin/account/two-factor/confirm')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(twoFactor.getByRole('button', { name: 'Confirm and switch on' }));
    const list = await twoFactor.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.to('POST', '/api/admin/account/two-factor/confirm')[0]?.body).toEqual({
      code: '123 456',
    });
    await user.click(twoFactor.getByRole('button', { name: 'I have saved them' }));
    await twoFactor.findByText('Two-factor sign-in is on');
    expect(twoFactor.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('lists where the account is signed in, this session marked, and ends another', async () => {
    const api = stubSignedIn({
      'GET /api/admin/account/two-factor': OFF,
      'GET /api/admin/account/sessions': SESSIONS,
      'DELETE /api/admin/account/sessions/BBBBBBBBBBBBBBBBBBBBBB': () =>
        new Response(null, { status: 204 }),
    });
    renderConsole({ path: '/admin/account' });
    const sessions = await waitFor(() => section('Where you are signed in'));
    await sessions.findByText('Safari on iOS');
    const items = within(sessions.getByRole('list', { name: 'Your sessions' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    within(items[0]!).getByText('This session');
    within(items[0]!).getByText('Network 203.0.113.0/24');
    expect(within(items[0]!).queryByRole('button', { name: /^Sign out/ })).toBeNull();
    await user.click(within(items[1]!).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() =>
      expect(api.to('DELETE', '/api/admin/account/sessions/BBBBBBBBBBBBBBBBBBBBBB')).toHaveLength(
        1,
      ),
    );
  });

  it('shows an admin the site requires it of only the set-up, instead of the console', async () => {
    stubSignedIn({
      'GET /api/admin/account/two-factor': { ...OFF, mustEnrol: true },
      'GET /api/admin/blog': fail(403, 'two-factor-required: this site requires it'),
    });
    renderConsole({ path: '/admin' });
    await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' });
    screen.getByText(/requires two-factor sign-in for every admin/);
    expect(screen.queryByRole('heading', { level: 1, name: 'Content Management' })).toBeNull();
    expect(USER.role).toBe('admin');
  });
});
