import { describe, expect, it } from 'vitest';
import { issuesFromZodError } from './api-error';
import { contactInputSchema } from './contact';
import { HONEYPOT_FIELD } from '../constants';
import { isHoneypotFilled } from './fields';
import { newsletterInputSchema } from './newsletter';
import { pledgeInputSchema } from './pledge';

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success || !result.error ? [] : issuesFromZodError(result.error);
}

describe('pledgeInputSchema', () => {
  it('trims the name and trims and lower-cases the email', () => {
    expect(
      pledgeInputSchema.parse({ name: '  Ada Lovelace ', email: '  Ada@Example.COM ' }),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('reports the user-facing messages for a short name and an invalid email', () => {
    const result = pledgeInputSchema.safeParse({ name: ' A ', email: 'not-an-email' });
    expect(issuesOf(result)).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Invalid email address' },
    ]);
  });

  it('counts the name length after trimming', () => {
    expect(pledgeInputSchema.safeParse({ name: '   ', email: 'a@b.co' }).success).toBe(false);
  });

  it('accepts a name of 2 characters and an email of 254, the longest allowed', () => {
    expect(pledgeInputSchema.safeParse({ name: 'Al', email: 'a@b.co' }).success).toBe(true);
    // 1 + "@" + four labels of at most 63 characters: 254 in all.
    const longest = `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.co`;
    expect(longest).toHaveLength(254);
    expect(pledgeInputSchema.safeParse({ name: 'Ada', email: longest }).success).toBe(true);
    expect(issuesOf(pledgeInputSchema.safeParse({ name: 'Ada', email: `a${longest}` }))).toEqual([
      { path: 'email', message: 'Email must be at most 254 characters' },
    ]);
  });

  it('bounds name and email length', () => {
    const result = pledgeInputSchema.safeParse({
      name: 'x'.repeat(101),
      email: `${'a'.repeat(250)}@b.co`,
    });
    expect(issuesOf(result)).toEqual([
      { path: 'name', message: 'Name must be at most 100 characters' },
      { path: 'email', message: 'Email must be at most 254 characters' },
    ]);
    expect(pledgeInputSchema.safeParse({ name: 'x'.repeat(100), email: 'a@b.co' }).success).toBe(
      true,
    );
  });

  it('turns wrong types and missing fields into issues instead of throwing', () => {
    const wrong = pledgeInputSchema.safeParse({ name: 123, email: ['a@b.co'] });
    expect(issuesOf(wrong)).toEqual([
      { path: 'name', message: 'Name must be text' },
      { path: 'email', message: 'Email must be text' },
    ]);
    expect(issuesOf(pledgeInputSchema.safeParse({}))).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'email', message: 'Email is required' },
    ]);
    expect(pledgeInputSchema.safeParse(null).success).toBe(false);
    expect(pledgeInputSchema.safeParse('name=x').success).toBe(false);
  });

  it('drops unknown keys', () => {
    const parsed = pledgeInputSchema.parse({ name: 'Ada', email: 'a@b.co', isAdmin: true });
    expect(parsed).toEqual({ name: 'Ada', email: 'a@b.co' });
  });
});

describe('contactInputSchema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello there, friends!' };

  it('accepts and trims a valid message', () => {
    expect(contactInputSchema.parse({ ...valid, message: '  Hello there, friends!  ' })).toEqual(
      valid,
    );
  });

  it('reports the user-facing message for a short message', () => {
    // 9 characters once trimmed.
    const result = contactInputSchema.safeParse({ ...valid, message: '  too short ' });
    expect(issuesOf(result)).toEqual([
      { path: 'message', message: 'Message must be at least 10 characters' },
    ]);
    expect(contactInputSchema.safeParse({ ...valid, message: ' too short! ' }).success).toBe(true);
  });

  it('bounds the message at 5000 characters', () => {
    expect(contactInputSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(
      true,
    );
    expect(issuesOf(contactInputSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }))).toEqual(
      [{ path: 'message', message: 'Message must be at most 5000 characters' }],
    );
  });

  it('validates name and email like the pledge', () => {
    const result = contactInputSchema.safeParse({ ...valid, name: 'A', email: 'ada@' });
    expect(issuesOf(result).map((issue) => issue.message)).toEqual([
      'Name must be at least 2 characters',
      'Invalid email address',
    ]);
  });
});

describe('newsletterInputSchema', () => {
  it('normalises the email', () => {
    expect(newsletterInputSchema.parse({ email: ' News@Example.org ' })).toEqual({
      email: 'news@example.org',
    });
  });

  it('reports "Invalid email address" for an empty or malformed email', () => {
    for (const email of ['', 'a@b', 'a b@c.com', '@example.com']) {
      expect(issuesOf(newsletterInputSchema.safeParse({ email }))).toEqual([
        { path: 'email', message: 'Invalid email address' },
      ]);
    }
  });
});

describe('honeypot field', () => {
  it('is optional on every visitor form and kept when given', () => {
    // Left blank, as people leave it: nothing extra is sent.
    expect(
      JSON.stringify(pledgeInputSchema.parse({ name: 'Ada', email: 'a@b.co', website: ' ' })),
    ).toBe('{"name":"Ada","email":"a@b.co"}');
    expect(newsletterInputSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(
      contactInputSchema.parse({
        name: 'Ada',
        email: 'a@b.co',
        message: 'Hello there, friends!',
        website: 'spam.example',
      }).website,
    ).toBe('spam.example');
    expect(issuesOf(newsletterInputSchema.safeParse({ email: 'a@b.co', website: 3 }))).toEqual([
      { path: HONEYPOT_FIELD, message: 'Website must be text' },
    ]);
  });

  it('counts as filled for any value but absent, null or blank text', () => {
    for (const website of ['x', 'https://spam.example', 0, false, [], {}])
      expect(isHoneypotFilled({ email: 'a@b.co', website })).toBe(true);
    for (const website of [undefined, null, '', '   '])
      expect(isHoneypotFilled({ email: 'a@b.co', website })).toBe(false);
    for (const body of [null, undefined, 'website=x', ['x'], 42])
      expect(isHoneypotFilled(body)).toBe(false);
  });
});
