import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { htmlViewOf } from '../../../lib/rich-text/html-view.test-support';
import { formatLocalDateTime } from '../../../lib/format-time';
import {
  currentLocation,
  json,
  recordToasts,
  renderConsole,
  setupUser,
  stubSignedIn,
} from '../../../test/harness';

const user = setupUser();

const NONE = { queued: 0, sent: 0, failed: 0 };
const DRAFT = {
  id: 4,
  subject: 'December plans',
  status: 'draft',
  createdAt: '2026-11-25T09:00:00.000Z',
  sentAt: null,
  recipients: null,
  progress: NONE,
};
const SENT = {
  id: 3,
  subject: 'November news',
  status: 'sent',
  createdAt: '2026-11-20T09:00:00.000Z',
  sentAt: '2026-11-20T10:00:00.000Z',
  recipients: 5,
  progress: { queued: 1, sent: 3, failed: 1 },
};
const list = (items: unknown[], confirmedSubscribers = 2) => ({ items, confirmedSubscribers });
const detail = (summary: typeof DRAFT | typeof SENT, html = '<p>Hello</p>') => ({
  ...summary,
  html,
  confirmedSubscribers: 2,
});

describe('Newsletters', () => {
  it('lists each newsletter with its state, when it went and how delivery is going', async () => {
    stubSignedIn({ 'GET /api/admin/newsletters': list([DRAFT, SENT]) });
    renderConsole({ path: '/admin/newsletters' });
    await screen.findByRole('heading', { level: 1, name: 'Newsletters' });
    const table = within(await screen.findByRole('table'));
    const rows = await waitFor(() => {
      const found = table.getAllByRole('row').slice(1);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows.map((row) => row.textContent)).toEqual([
      'December plansDraft—',
      `November newsSent${formatLocalDateTime(SENT.sentAt)}sent 3 / failed 1 / waiting 1`,
    ]);
    screen.getByText('2 confirmed subscribers');
    await user.click(screen.getByRole('button', { name: 'November news' }));
    expect(currentLocation()).toBe('/admin/newsletters?open=3');
  });

  it('checks a new newsletter with the API’s rules, previews it sanitised, then saves it', async () => {
    const toasts = recordToasts();
    const api = stubSignedIn({
      'GET /api/admin/newsletters': list([]),
      'POST /api/admin/newsletters/preview': () => json({ html: '<p>Hello <b>all</b></p>' }),
      'POST /api/admin/newsletters': () => json({ id: 9 }, 201),
      'GET /api/admin/newsletters/9': detail({ ...DRAFT, id: 9 }, '<p>Hello <b>all</b></p>'),
    });
    renderConsole({ path: '/admin/newsletters' });
    await user.click(await screen.findByRole('button', { name: /New newsletter/ }));
    expect(currentLocation()).toBe('/admin/newsletters?open=new');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Subject is required')).toBeVisible();
    screen.getByText('Body is required');
    expect(api.to('POST', '/api/admin/newsletters')).toEqual([]);
    // Nothing can be sent before it is saved.
    expect(screen.getByRole('button', { name: 'Send test to me' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.click(await htmlViewOf('Body (HTML)'));
    await user.paste('<p onclick="x()">Hello <b>all</b></p>');
    const frame = await screen.findByTitle('Preview of "Hello"');
    expect(frame.getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<p>Hello <b>all</b></p>'));
    expect(frame.getAttribute('srcdoc')).not.toContain('onclick');
    expect(api.to('POST', '/api/admin/newsletters/preview').at(-1)?.body).toEqual({
      html: '<p onclick="x()">Hello <b>all</b></p>',
    });

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/newsletters?open=9'));
    expect(api.to('POST', '/api/admin/newsletters')[0]?.body).toEqual({
      subject: 'Hello',
      html: '<p onclick="x()">Hello <b>all</b></p>',
    });
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'add', title: 'Success', description: 'Draft saved' }),
    ]);
    await waitFor(async () =>
      expect((await htmlViewOf('Body (HTML)')).value).toBe('<p>Hello <b>all</b></p>'),
    );
  });

  it('sends a saved draft to the confirmed subscribers after a confirmation', async () => {
    const toasts = recordToasts();
    let sent = false;
    const api = stubSignedIn({
      'GET /api/admin/newsletters': list([DRAFT]),
      'POST /api/admin/newsletters/preview': { html: '<p>Hello</p>' },
      'GET /api/admin/newsletters/4': () =>
        json(
          sent
            ? detail({
                ...DRAFT,
                status: 'sent',
                sentAt: '2026-11-25T10:00:00.000Z',
                recipients: 2,
                progress: { queued: 2, sent: 0, failed: 0 },
              } as unknown as typeof DRAFT)
            : detail(DRAFT),
        ),
      'POST /api/admin/newsletters/4/test': { to: 'ada@example.org' },
      'POST /api/admin/newsletters/4/send': () => {
        sent = true;
        return json({ recipients: 2 }, 202);
      },
    });
    renderConsole({ path: '/admin/newsletters?open=4' });
    await screen.findByDisplayValue('December plans');

    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    await waitFor(() => expect(api.to('POST', '/api/admin/newsletters/4/test')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Send to 2 subscribers' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/goes to 2 confirmed subscribers now/);
    expect(api.to('POST', '/api/admin/newsletters/4/send')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 subscribers' }));
    await waitFor(() => expect(api.to('POST', '/api/admin/newsletters/4/send')).toHaveLength(1));

    // Now read-only, with the delivery progress.
    expect(await screen.findByText(/sent 0 \/ failed 0 \/ waiting 2/)).toBeVisible();
    expect(screen.queryByLabelText('Subject')).toBeNull();
    screen.getByText('This newsletter has been sent and can no longer be changed.');
    expect(toasts).toContainEqual(
      expect.objectContaining({
        title: 'Newsletter sent',
        description: 'Queued for 2 subscribers',
      }),
    );
  });
});
