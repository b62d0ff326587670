import { describe, expect, it } from 'vitest';
import { parseToastCommand } from './events';

describe('parseToastCommand', () => {
  it('accepts the four commands, keeping only their fields', () => {
    expect(
      parseToastCommand({
        type: 'add',
        id: 't1',
        title: 'Saved',
        description: 'Done',
        variant: 'destructive',
        duration: 3000,
        extra: 'dropped',
      }),
    ).toEqual({
      type: 'add',
      id: 't1',
      title: 'Saved',
      description: 'Done',
      variant: 'destructive',
      duration: 3000,
    });
    expect(parseToastCommand({ type: 'update', id: 't1', title: 'Changed' })).toEqual({
      type: 'update',
      id: 't1',
      title: 'Changed',
    });
    expect(parseToastCommand({ type: 'dismiss', id: 't1' })).toEqual({ type: 'dismiss', id: 't1' });
    expect(parseToastCommand({ type: 'dismiss', id: undefined })).toEqual({ type: 'dismiss' });
    expect(parseToastCommand({ type: 'remove' })).toEqual({ type: 'remove' });
  });

  it('keeps a link to a path on this site, and only its href and label', () => {
    expect(
      parseToastCommand({
        type: 'add',
        id: 't1',
        link: { href: '/blog/saved', label: 'View article', target: '_top' },
      }),
    ).toEqual({ type: 'add', id: 't1', link: { href: '/blog/saved', label: 'View article' } });
  });

  it('refuses a link that could leave the site or run script', () => {
    for (const href of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'blog',
    ]) {
      expect(
        parseToastCommand({ type: 'add', id: 't', link: { href, label: 'Go' } }),
        href,
      ).toBeNull();
    }
    expect(
      parseToastCommand({ type: 'add', id: 't', link: { href: '/blog', label: '' } }),
    ).toBeNull();
    expect(parseToastCommand({ type: 'add', id: 't', link: '/blog' })).toBeNull();
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'add',
      [],
      {},
      { type: 'explode', id: 't' },
      { type: 'add' },
      { type: 'add', id: 1 },
      { type: 'add', id: 't', title: 5 },
      { type: 'add', id: 't', variant: 'loud' },
      { type: 'add', id: 't', duration: 0 },
      { type: 'add', id: 't', duration: 1.5 },
      { type: 'update', id: 't', description: null },
      { type: 'dismiss', id: 7 },
    ]) {
      expect(parseToastCommand(value), JSON.stringify(value)).toBeNull();
    }
  });
});
