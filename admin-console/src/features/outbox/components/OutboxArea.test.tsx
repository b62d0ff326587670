import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from '../../../lib/format-time';
import {
  currentLocation,
  fail,
  recordToasts,
  renderConsole,
  setupUser,
  stubSignedIn,
} from '../../../test/harness';

const user = setupUser();

const SENT = {
  id: 8,
  kind: 'pledge-welcome',
  to: 'rosa@example.org',
  subject: 'Welcome to Nitrate-Free November: your first steps',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-23T09:30:00.000Z',
  nextAttemptAt: '2026-11-23T09:30:00.000Z',
  sentAt: '2026-11-23T09:30:05.000Z',
};
const FAILED = {
  id: 7,
  kind: 'contact-reply',
  to: 'nobody@example.org',
  subject: 'Re: Your message',
  status: 'failed',
  attempts: 1,
  lastError: 'EENVELOPE 550: No such user',
  createdAt: '2026-11-22T08:00:00.000Z',
  nextAttemptAt: '2026-11-22T08:00:00.000Z',
  sentAt: null,
};
const FAILED_DETAIL = {
  ...FAILED,
  replyTo: 'team@example.org',
  text: 'Hello,\nthe plain text part.\n',
  html: '<!doctype html><p>The <b>HTML</b> part</p><script>parent.alert(1)</script>',
  headers: { 'X-Campaign': 'test' },
};

const page = (items: unknown[], total = items.length, number = 1) => ({
  items,
  total,
  page: number,
  pageSize: 20,
});
const CONFIGURED = { configured: true, from: '"Campaign" <hello@x.org>', notifyTo: 'team@x.org' };

const lastList = (api: ReturnType<typeof stubSignedIn>) =>
  api.calls.filter((call) => call.path.startsWith('/api/admin/outbox?')).at(-1)?.path;

/**
 * The drawer holding one email. Found by role alone: under test every antd id is "test-id", so
 * the drawer's aria-labelledby cannot name it here (in a browser it reads "Email").
 */
const openDrawer = () => screen.findByRole('dialog');

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

describe('Outbox', () => {
  it('lists who each email is to, what it is and how it went, newest first', async () => {
    const api = stubSignedIn({
      'GET /api/admin/outbox': page([SENT, FAILED]),
      'GET /api/admin/mail-status': CONFIGURED,
    });
    renderConsole({ path: '/admin/outbox' });
    await screen.findByRole('heading', { level: 1, name: 'Outbox' });
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'To',
      'Subject',
      'Kind',
      'Status',
      'Attempts',
      'Last error',
      'Created',
      'Sent',
    ]);
    const rows = await waitFor(() => {
      const found = table.getAllByRole('row').slice(1);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows.map((row) => row.textContent)).toEqual([
      `rosa@example.orgWelcome to Nitrate-Free November: your first stepsPledge welcomeSent1${formatLocalDateTime(SENT.createdAt)}${formatLocalDateTime(SENT.sentAt)}`,
      `nobody@example.orgRe: Your messageReply to a messageFailed1EENVELOPE 550: No such user${formatLocalDateTime(FAILED.createdAt)}—`,
    ]);
    screen.getByText('2 emails');
    expect(screen.getByText(/Sent from/).textContent).toBe(
      'Sent from "Campaign" <hello@x.org>; contact messages are forwarded to team@x.org.',
    );
    expect(screen.queryByText(/Email is not set up/)).toBeNull();
    expect(lastList(api)).toBe('/api/admin/outbox?page=1&pageSize=20');
  });

  it('says plainly when email is not set up', async () => {
    stubSignedIn({
      'GET /api/admin/outbox': page([]),
      'GET /api/admin/mail-status': { configured: false, from: 'no-reply@x.org', notifyTo: null },
    });
    renderConsole({ path: '/admin/outbox' });
    await screen.findByText(
      'Email is not set up: these emails are kept here and will be sent once SMTP_URL is set',
    );
    await screen.findByText('No emails yet.');
  });

  it('filters by status and kind, from page 1, in the address', async () => {
    const api = stubSignedIn({
      'GET /api/admin/outbox': page([FAILED], 45),
      'GET /api/admin/mail-status': CONFIGURED,
    });
    renderConsole({ path: '/admin/outbox?page=2' });
    await waitFor(() => expect(lastList(api)).toBe('/api/admin/outbox?page=2&pageSize=20'));
    await choose('Filter by status', 'Failed');
    await waitFor(() => expect(currentLocation()).toBe('/admin/outbox?status=failed'));
    await choose('Filter by kind', 'Reply to a message');
    await waitFor(() =>
      expect(lastList(api)).toBe(
        '/api/admin/outbox?page=1&pageSize=20&status=failed&kind=contact-reply',
      ),
    );
    expect(currentLocation()).toBe('/admin/outbox?status=failed&kind=contact-reply');
  });

  it('opens an email: its facts, the HTML in a sandboxed frame, the text; Retry for a failed one', async () => {
    const api = stubSignedIn({
      'GET /api/admin/outbox': page([SENT, FAILED]),
      'GET /api/admin/mail-status': CONFIGURED,
      'GET /api/admin/outbox/7': FAILED_DETAIL,
      'POST /api/admin/outbox/7/retry': { ...FAILED_DETAIL, status: 'queued', attempts: 0 },
    });
    const toasts = recordToasts();
    renderConsole({ path: '/admin/outbox' });
    await user.click(await screen.findByRole('button', { name: 'Re: Your message' }));
    expect(currentLocation()).toBe('/admin/outbox?open=7');
    const drawer = within(await openDrawer());
    const article = within(await drawer.findByRole('article', { name: 'Re: Your message' }));
    article.getByText('team@example.org');
    article.getByText('EENVELOPE 550: No such user');
    article.getByText('X-Campaign');
    const frame = article.getByTitle('The HTML part of "Re: Your message"');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(FAILED_DETAIL.html);
    await user.click(article.getByRole('tab', { name: 'Plain text' }));
    expect((await article.findByText(/the plain text part/)).textContent).toBe(FAILED_DETAIL.text);

    await user.click(article.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.to('POST', '/api/admin/outbox/7/retry')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        description: 'The email is queued and will be sent again',
      }),
    );
  });

  it('shows no Retry for an email that did not fail', async () => {
    stubSignedIn({
      'GET /api/admin/outbox': page([SENT]),
      'GET /api/admin/mail-status': CONFIGURED,
      'GET /api/admin/outbox/8': {
        ...SENT,
        replyTo: null,
        text: 'x',
        html: '<p>x</p>',
        headers: {},
      },
    });
    renderConsole({ path: '/admin/outbox?open=8' });
    const drawer = within(await openDrawer());
    await drawer.findByRole('article', { name: SENT.subject });
    expect(drawer.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    stubSignedIn({
      'GET /api/admin/outbox': fail(500, 'Internal server error'),
      'GET /api/admin/mail-status': CONFIGURED,
    });
    renderConsole({ path: '/admin/outbox' });
    await screen.findByText('Failed to load the outbox.');
  });
});
