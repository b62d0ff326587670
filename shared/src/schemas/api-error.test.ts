import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isApiErrorBody, issuesFromZodError } from './api-error';

describe('issuesFromZodError', () => {
  it('joins nested paths with dots and keeps the messages', () => {
    const schema = z.object({
      hero: z.object({ title: z.string().min(3, 'Too short') }),
      items: z.array(z.object({ id: z.string({ error: 'Id must be text' }) })),
    });
    const result = schema.safeParse({ hero: { title: 'x' }, items: [{ id: 'a' }, { id: 2 }] });
    expect(result.success).toBe(false);
    expect(issuesFromZodError(result.error!)).toEqual([
      { path: 'hero.title', message: 'Too short' },
      { path: 'items.1.id', message: 'Id must be text' },
    ]);
  });

  it('uses an empty path for a root-level issue', () => {
    const result = z.object({}).safeParse('text');
    expect(issuesFromZodError(result.error!)).toEqual([
      { path: '', message: expect.any(String) as string },
    ]);
  });
});

describe('isApiErrorBody', () => {
  it('recognises the API error format', () => {
    expect(isApiErrorBody({ message: 'Invalid input' })).toBe(true);
    expect(
      isApiErrorBody({
        message: 'Invalid input',
        issues: [{ path: 'email', message: 'Invalid email address' }],
      }),
    ).toBe(true);
    expect(isApiErrorBody({ error: 'x' })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
  });
});
