import { describe, expect, it } from 'vitest';
import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('fills every placeholder that has a value', () => {
    expect(fillTemplate('{percent}% of {goal}', { percent: '40', goal: '1,000' })).toBe(
      '40% of 1,000',
    );
  });

  it('drops a placeholder without a value and keeps other braces-free text', () => {
    expect(fillTemplate('Join {cuont} others', { count: '5' })).toBe('Join  others');
    expect(fillTemplate('{constructor}', {})).toBe('');
    expect(fillTemplate('No figures here', {})).toBe('No figures here');
  });
});
