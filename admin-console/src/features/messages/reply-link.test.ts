import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '@campaign/shared';
import { formatLocalDateTime } from '../../lib/format-time';
import { replyLink } from './reply-link';

const MESSAGE: InboxMessage = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada+news@example.org',
  message: 'Is there a poster?\r\n\r\nThanks & regards,\nAda',
  createdAt: '2026-11-20T10:30:00.000Z',
  readAt: null,
  handledAt: null,
};

describe('replyLink', () => {
  it('addresses the sender with "Re: Your message to <site>" and quotes the message', () => {
    const link = replyLink(MESSAGE, 'Nitrate-Free November');
    expect(link.startsWith('mailto:ada%2Bnews@example.org?')).toBe(true);
    const params = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Re: Your message to Nitrate-Free November');
    expect(params.get('body')).toBe(
      [
        '',
        '',
        `On ${formatLocalDateTime(MESSAGE.createdAt)}, Ada Lovelace wrote:`,
        '> Is there a poster?',
        '>',
        '> Thanks & regards,',
        '> Ada',
        '',
      ].join('\r\n'),
    );
  });

  it('percent-encodes everything after the question mark, line breaks as CRLF', () => {
    const link = replyLink(MESSAGE, 'Green & Clean');
    const query = link.slice(link.indexOf('?') + 1);
    expect(query).not.toMatch(/[\s&](?!body=)/);
    expect(query).toContain('subject=Re%3A%20Your%20message%20to%20Green%20%26%20Clean&body=');
    expect(query).toContain('%0D%0A%3E%20Thanks%20%26%20regards%2C%0D%0A%3E%20Ada');
  });
});
