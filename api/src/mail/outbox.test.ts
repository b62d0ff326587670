import { describe, expect, it } from 'vitest';
import { OUTBOX_FORMAT, outboxRow, templatedOutboxRow } from './outbox';

// Every way of queueing an email builds its row here: `enqueueEmails` inserts `outboxRow`s, and
// a pledge hands its `templatedOutboxRow` to a group commit (routes/pledges.ts). The column's
// default is 1, so only these checks notice a row written without its format.
describe('outbox rows', () => {
  const now = new Date('2026-11-29T10:00:00Z');

  it('name the format they need: the current one', () => {
    const written = outboxRow(
      {
        kind: 'contact-notification',
        to: 'a@example.org',
        subject: 'S',
        html: '<p>H</p>',
        text: 'H',
      },
      now,
    );
    const templated = templatedOutboxRow(
      { kind: 'pledge-welcome', to: 'a@example.org', subject: 'S', templateParams: { name: 'A' } },
      now,
    );
    for (const row of [written, templated]) {
      expect(row).toMatchObject({ format: OUTBOX_FORMAT, status: 'queued', attempts: 0 });
    }
  });
});
