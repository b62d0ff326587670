import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  currentLocation,
  json,
  recordToasts,
  renderConsole,
  setupUser,
  stubSignedIn,
} from '../../../test/harness';

const user = setupUser();

const MESSAGE = {
  id: 21,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  message: 'Hello from Ada Lovelace.',
  createdAt: '2026-11-21T10:00:00.000Z',
  readAt: '2026-11-21T11:00:00.000Z',
  handledAt: null,
};
const LIST = 'GET /api/admin/messages?status=unhandled&page=1&pageSize=20';
const REPLY = 'POST /api/admin/messages/21/reply';

function stubReplies(reply: unknown, configured = true) {
  return stubSignedIn({
    [LIST]: { items: [MESSAGE], total: 1, page: 1, pageSize: 20 },
    'GET /api/admin/mail-status': { configured, from: 'hello@x.org', notifyTo: null },
    [REPLY]: reply,
  });
}

const article = async () =>
  within(
    within(await screen.findByRole('dialog', { name: 'Message' })).getByRole('article', {
      name: 'Ada Lovelace',
    }),
  );

describe('Replying by email from the console', () => {
  it('offers a reply form instead of the mailto: link when the site sends email', async () => {
    stubReplies(() => json({ ...MESSAGE, handledAt: '2026-11-22T10:00:00.000Z' }, 201));
    renderConsole({ path: '/admin/messages?open=21' });
    const detail = await article();
    const subject = await detail.findByLabelText('Subject');
    expect((subject as HTMLInputElement).value).toBe('Re: Your message to Nitrate-Free November');
    expect(detail.queryByRole('link', { name: 'Reply by email' })).toBeNull();
    detail.getByRole('heading', { name: 'Reply by email' });
    detail.getByText('To ada@example.org. Their message is quoted below your answer.');
  });

  it('keeps the mailto: link when email is not set up', async () => {
    stubReplies({}, false);
    renderConsole({ path: '/admin/messages?open=21' });
    const detail = await article();
    await waitFor(() => detail.getByRole('link', { name: 'Reply by email' }));
    expect(detail.queryByLabelText('Subject')).toBeNull();
  });

  it('checks the answer with the contract, sends it, says so and closes the handled message', async () => {
    const api = stubReplies(() => json({ ...MESSAGE, handledAt: '2026-11-22T10:00:00.000Z' }, 201));
    const toasts = recordToasts();
    renderConsole({ path: '/admin/messages?open=21' });
    const detail = await article();
    await user.click(await detail.findByRole('button', { name: 'Send reply' }));
    await detail.findByText('Message is required');
    expect(api.to('POST', '/api/admin/messages/21/reply')).toHaveLength(0);

    await user.type(detail.getByLabelText('Your answer'), 'Dear Ada,{enter}{enter}thank you!');
    await user.click(detail.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(api.to('POST', '/api/admin/messages/21/reply').map((call) => call.body)).toEqual([
        { subject: 'Re: Your message to Nitrate-Free November', body: 'Dear Ada,\n\nthank you!' },
      ]),
    );
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        title: 'Reply sent',
        description:
          'Your reply to ada@example.org is in the outbox; the message is marked handled.',
      }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/admin/messages'));
  });

  it('shows the server’s issues under their fields', async () => {
    stubReplies(() =>
      json(
        {
          message: 'Invalid input',
          issues: [
            { path: 'subject', message: 'Subject contains characters that are not allowed' },
          ],
        },
        400,
      ),
    );
    renderConsole({ path: '/admin/messages?open=21' });
    const detail = await article();
    await user.type(await detail.findByLabelText('Your answer'), 'Hello');
    await user.click(detail.getByRole('button', { name: 'Send reply' }));
    await detail.findByText('Subject contains characters that are not allowed');
  });
});
