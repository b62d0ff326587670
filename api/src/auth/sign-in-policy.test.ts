import { describe, expect, it } from 'vitest';
import type { User } from '../models';
import { mustEnrol } from './sign-in-policy';

const account = (twoFactor: boolean) =>
  ({
    twoFactorSecret: twoFactor ? 'JBSWY3DPEHPK3PXP' : null,
    twoFactorEnabledAt: twoFactor ? new Date() : null,
  }) as User;

describe('who must set up two-factor sign-in', () => {
  it('is an admin without it, and only while the rule is on', () => {
    const on = { requireAdminTwoFactor: true };
    const off = { requireAdminTwoFactor: false };
    expect(mustEnrol(account(false), 'admin', on)).toBe(true);
    expect(mustEnrol(account(true), 'admin', on)).toBe(false);
    expect(mustEnrol(account(false), 'editor', on)).toBe(false);
    expect(mustEnrol(account(false), 'admin', off)).toBe(false);
  });

  it('counts a secret being set up, not yet confirmed, as none', () => {
    const settingUp = { ...account(false), twoFactorPendingSecret: 'JBSWY3DPEHPK3PXP' } as User;
    expect(mustEnrol(settingUp, 'admin', { requireAdminTwoFactor: true })).toBe(true);
  });
});
