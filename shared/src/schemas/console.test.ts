import { describe, expect, it } from 'vitest';
import { issuesFromZodError } from './api-error';
import { staffAccountInputSchema } from './console';

describe('staffAccountInputSchema', () => {
  const valid = { email: 'tess@example.org', firstName: 'Tess', lastName: 'Ting', role: 'editor' };
  const issues = (input: unknown) => {
    const result = staffAccountInputSchema.safeParse(input);
    return result.success ? [] : issuesFromZodError(result.error);
  };

  it('takes first and last names of 2 to 100 characters', () => {
    expect(issues({ ...valid, firstName: 'Al', lastName: 'x'.repeat(100) })).toEqual([]);
  });

  it('refuses one character fewer or more, naming the field', () => {
    expect(issues({ ...valid, firstName: 'A', lastName: 'x'.repeat(101) })).toEqual([
      { path: 'firstName', message: 'First name must be at least 2 characters' },
      { path: 'lastName', message: 'Last name must be at most 100 characters' },
    ]);
  });
});
