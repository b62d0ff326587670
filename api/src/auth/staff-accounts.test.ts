import { describe, expect, it } from 'vitest';
import type { User } from '../models';
import {
  isActiveAdmin,
  LAST_ADMIN,
  NOT_YOURSELF_DELETE,
  NOT_YOURSELF_DISABLE,
  refusalOf,
  toStaffAccount,
} from './staff-accounts';

const admin = { id: 'a', role: 'admin', disabledAt: null } as const;
const otherAdmin = { id: 'b', role: 'admin', disabledAt: null } as const;
const editor = { id: 'e', role: 'editor', disabledAt: null } as const;
const disabledAdmin = { id: 'd', role: 'admin', disabledAt: new Date() } as const;

describe('refusalOf', () => {
  it('keeps the last active admin an active admin', () => {
    for (const change of [{ role: 'editor' as const }, { disabled: true }, { deleted: true }]) {
      expect(refusalOf(change, admin, 'x', ['a']), JSON.stringify(change)).toBe(LAST_ADMIN);
    }
  });

  it('lets any admin change while another active admin remains', () => {
    expect(refusalOf({ role: 'editor' }, admin, 'b', ['a', 'b'])).toBeNull();
    expect(refusalOf({ disabled: true }, admin, 'b', ['a', 'b'])).toBeNull();
    expect(refusalOf({ deleted: true }, admin, 'b', ['a', 'b'])).toBeNull();
  });

  it('lets an admin demote themselves, but never disable or delete themselves', () => {
    expect(refusalOf({ role: 'editor' }, admin, 'a', ['a', 'b'])).toBeNull();
    expect(refusalOf({ disabled: true }, admin, 'a', ['a', 'b'])).toBe(NOT_YOURSELF_DISABLE);
    expect(refusalOf({ deleted: true }, admin, 'a', ['a', 'b'])).toBe(NOT_YOURSELF_DELETE);
  });

  it('allows what leaves the last admin as it is, and changes to other accounts', () => {
    expect(refusalOf({ role: 'admin' }, admin, 'a', ['a'])).toBeNull();
    expect(refusalOf({ disabled: false }, admin, 'a', ['a'])).toBeNull();
    expect(refusalOf({ role: 'admin', disabled: false }, otherAdmin, 'a', ['b'])).toBeNull();
    expect(refusalOf({ disabled: true }, editor, 'a', ['a'])).toBeNull();
    expect(refusalOf({ deleted: true }, editor, 'a', ['a'])).toBeNull();
    expect(refusalOf({ role: 'editor' }, disabledAdmin, 'a', ['a'])).toBeNull();
    expect(refusalOf({ deleted: true }, disabledAdmin, 'a', ['a'])).toBeNull();
  });

  it('refuses demoting and disabling at once just like either alone', () => {
    expect(refusalOf({ role: 'editor', disabled: false }, admin, 'x', ['a'])).toBe(LAST_ADMIN);
    expect(refusalOf({ role: 'admin', disabled: true }, admin, 'x', ['a'])).toBe(LAST_ADMIN);
  });
});

describe('isActiveAdmin', () => {
  it('is an admin who can sign in', () => {
    expect(isActiveAdmin(admin)).toBe(true);
    expect(isActiveAdmin(disabledAdmin)).toBe(false);
    expect(isActiveAdmin(editor)).toBe(false);
    expect(isActiveAdmin({ role: null, disabledAt: null })).toBe(false);
  });
});

describe('toStaffAccount', () => {
  it('answers what the console shows, never the password hash or the two-factor secret', () => {
    const createdAt = new Date('2026-11-01T10:00:00.000Z');
    const user = {
      id: 'u1',
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: null,
      role: 'editor',
      passwordHash: 'scrypt$secret',
      disabledAt: new Date(),
      twoFactorSecret: 'JBSWY3DPEHPK3PXP',
      twoFactorEnabledAt: createdAt,
      createdAt,
    } as unknown as User;
    const account = toStaffAccount(user);
    expect(account).toEqual({
      id: 'u1',
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: null,
      role: 'editor',
      disabled: true,
      hasPassword: true,
      twoFactor: true,
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    expect(JSON.stringify(account)).not.toContain('scrypt');
    expect(JSON.stringify(account)).not.toContain('JBSWY3DPEHPK3PXP');
    const fresh = {
      ...user,
      passwordHash: null,
      disabledAt: null,
      role: 'owner',
    } as unknown as User;
    expect(toStaffAccount(fresh)).toMatchObject({
      hasPassword: false,
      disabled: false,
      role: null,
    });
  });
});
