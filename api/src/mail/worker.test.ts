import { describe, expect, it } from 'vitest';
import { describeSendError, isPermanentRefusal } from './retry-policy';
import { EmptyEmailError, sendableParts } from './worker';

// The worker's handling of such a row, over both databases: test/mail-worker.test.ts.
describe('sendableParts', () => {
  it('passes parts with an HTML or a text part', () => {
    for (const parts of [
      { html: '<p>Hi</p>', text: 'Hi' },
      { html: '<p>Hi</p>', text: '' },
      { html: '', text: 'Hi' },
    ]) {
      expect(sendableParts(parts)).toBe(parts);
    }
  });

  it('refuses parts that are both blank, as a failure to retry, not a permanent one', () => {
    for (const parts of [
      { html: '', text: '' },
      { html: ' \n', text: '\t' },
    ]) {
      expect(() => sendableParts(parts)).toThrow(EmptyEmailError);
    }
    const error = new EmptyEmailError();
    expect(isPermanentRefusal(error)).toBe(false);
    expect(describeSendError(error)).toBe(
      'EEMPTY: neither an HTML nor a text part to send; not sent, will be tried again',
    );
  });
});
