import { describe, expect, it } from 'vitest';
import { passwordSchema } from './fields';
import { currentUserSchema, loginInputSchema } from './user';

describe('passwordSchema', () => {
  it('accepts 12 to 256 characters with no composition rules', () => {
    expect(passwordSchema.safeParse('a'.repeat(12)).success).toBe(true);
    expect(passwordSchema.safeParse('correct horse battery staple').success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(256)).success).toBe(true);
  });

  it('rejects shorter or longer passwords with a clear message', () => {
    expect(passwordSchema.safeParse('a'.repeat(11)).error?.issues[0]?.message).toBe(
      'Password must be at least 12 characters',
    );
    expect(passwordSchema.safeParse('a'.repeat(257)).error?.issues[0]?.message).toBe(
      'Password must be at most 256 characters',
    );
  });

  it('keeps surrounding spaces, which are part of the password', () => {
    expect(passwordSchema.parse('  twelve chars  ')).toBe('  twelve chars  ');
  });
});

describe('currentUserSchema', () => {
  it('accepts admins and editors, with or without names', () => {
    const user = {
      id: 'u1',
      email: 'admin@example.com',
      firstName: 'Sam',
      lastName: null,
      role: 'admin',
    };
    expect(currentUserSchema.parse(user)).toEqual(user);
    expect(currentUserSchema.safeParse({ ...user, firstName: null, role: 'editor' }).success).toBe(
      true,
    );
  });

  it('rejects unknown roles', () => {
    const user = { id: 'u1', email: 'a@b.co', firstName: null, lastName: null, role: 'owner' };
    expect(currentUserSchema.safeParse(user).success).toBe(false);
  });
});

describe('loginInputSchema', () => {
  it('normalises the email and requires a password', () => {
    expect(loginInputSchema.parse({ email: ' A@B.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
    expect(
      loginInputSchema.safeParse({ email: 'a@b.co', password: '' }).error?.issues[0]?.message,
    ).toBe('Password is required');
  });
});
