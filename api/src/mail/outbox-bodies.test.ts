import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Models } from '../models';
import { outboxBodies } from './outbox-bodies';
import type { MailSettings } from './settings';

// Neither case below reads the site settings; the rendering of a queued welcome, which does, is
// tested over HTTP on both databases (test/pledge-welcome.test.ts, test/admin-outbox.test.ts).
const bodyOf = outboxBodies(
  {} as Models,
  {
    siteName: 'Fresh Food Month',
    publicUrl: 'https://fresh.example',
  } as MailSettings,
);

describe('outboxBodies', () => {
  it('answers the parts a row was stored with when it has no template parameters', async () => {
    await expect(
      bodyOf({
        kind: 'contact-notification',
        toAddress: 'team@fresh.example',
        html: '<p>Stored</p>',
        text: 'Stored\n',
        templateParams: null,
      }),
    ).resolves.toEqual({ html: '<p>Stored</p>', text: 'Stored\n' });
  });

  it('refuses template parameters on a kind that has no template to render them', async () => {
    await expect(
      bodyOf({
        kind: 'contact-notification',
        toAddress: 'team@fresh.example',
        html: '',
        text: '',
        templateParams: { name: 'Ada' },
      }),
    ).rejects.toThrow('no template renders a queued contact-notification email');
  });

  it('refuses a queued welcome whose parameters lack the name it greets', async () => {
    await expect(
      bodyOf({
        kind: 'pledge-welcome',
        toAddress: 'ada@example.org',
        html: '',
        text: '',
        templateParams: { nom: 'Ada' },
      }),
    ).rejects.toBeInstanceOf(z.ZodError);
  });
});
