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
  type ApiCall,
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
const SEGMENT = {
  id: 7,
  name: 'Radio listeners',
  filter: { kind: 'everyone', source: 'radio' },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
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

  it('sends a saved draft to the audience picked, showing how many people it reaches first', async () => {
    const toasts = recordToasts();
    let sent = false;
    const api = stubSignedIn({
      'GET /api/admin/newsletters': list([DRAFT]),
      'GET /api/admin/segments': { items: [SEGMENT] },
      'GET /api/admin/audience/count': (call: ApiCall) =>
        json({ recipients: call.path.includes('segment=') ? 12 : 1234 }),
      'POST /api/admin/newsletters/preview': { html: '<p>Hello</p>' },
      'GET /api/admin/newsletters/4': () =>
        json(
          sent
            ? detail({
                ...DRAFT,
                status: 'sent',
                sentAt: '2026-11-25T10:00:00.000Z',
                recipients: 12,
                progress: { queued: 12, sent: 0, failed: 0 },
              } as unknown as typeof DRAFT)
            : detail(DRAFT),
        ),
      'POST /api/admin/newsletters/4/test': { to: 'ada@example.org' },
      'POST /api/admin/newsletters/4/send': () => {
        sent = true;
        return json({ recipients: 12 }, 202);
      },
    });
    renderConsole({ path: '/admin/newsletters?open=4' });
    await screen.findByDisplayValue('December plans');

    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    await waitFor(() => expect(api.to('POST', '/api/admin/newsletters/4/test')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Send or schedule…' }));
    const dialog = within(await screen.findByRole('dialog'));
    // The whole audience first, counted by the server.
    expect(await dialog.findByRole('button', { name: 'Send to 1,234 people' })).toBeVisible();
    dialog.getByText(/goes to 1,234 people now/);
    expect(api.calls.find((call) => call.path.startsWith('/api/admin/audience/count'))?.path).toBe(
      '/api/admin/audience/count?kind=everyone',
    );
    // A saved segment instead.
    await user.click(dialog.getByRole('combobox', { name: 'Send to' }));
    await user.click(await screen.findByText('Segment: Radio listeners'));
    await dialog.findByRole('button', { name: 'Send to 12 people' });
    expect(api.to('POST', '/api/admin/newsletters/4/send')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Send to 12 people' }));
    await waitFor(() => expect(api.to('POST', '/api/admin/newsletters/4/send')).toHaveLength(1));
    expect(api.to('POST', '/api/admin/newsletters/4/send')[0]?.body).toEqual({ segmentId: 7 });

    // Now read-only, with the delivery progress.
    expect(await screen.findByText(/sent 0 \/ failed 0 \/ waiting 12/)).toBeVisible();
    expect(screen.queryByLabelText('Subject')).toBeNull();
    expect(toasts).toContainEqual(
      expect.objectContaining({ title: 'Newsletter sent', description: 'Queued for 12 people' }),
    );
  });

  it('schedules a send for a time ahead, and cancels it', async () => {
    let scheduled = false;
    const api = stubSignedIn({
      'GET /api/admin/newsletters': list([DRAFT]),
      'GET /api/admin/segments': { items: [] },
      'GET /api/admin/audience/count': { recipients: 3 },
      'POST /api/admin/newsletters/preview': { html: '<p>Hello</p>' },
      'GET /api/admin/newsletters/4': () =>
        json(
          scheduled
            ? detail({
                ...DRAFT,
                status: 'scheduled',
                scheduledAt: '2030-01-02T09:30:00.000Z',
                audienceLabel: 'Everyone',
              } as unknown as typeof DRAFT)
            : detail(DRAFT),
        ),
      'POST /api/admin/newsletters/4/send': () => {
        scheduled = true;
        return json({ recipients: 3, scheduledAt: '2030-01-02T09:30:00.000Z' }, 202);
      },
      'POST /api/admin/newsletters/4/cancel': () => {
        scheduled = false;
        return json(detail(DRAFT));
      },
    });
    renderConsole({ path: '/admin/newsletters?open=4' });
    await screen.findByDisplayValue('December plans');
    await user.click(screen.getByRole('button', { name: 'Send or schedule…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('button', { name: 'Send to 3 people' });
    await user.click(dialog.getByRole('radio', { name: 'At a time' }));
    // No time yet: nothing to confirm.
    expect(dialog.getByRole('button', { name: 'Schedule for 3 people' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(dialog.getByLabelText('Send at'), '2030-01-02T10:30');
    await user.click(dialog.getByRole('button', { name: 'Schedule for 3 people' }));
    await waitFor(() => expect(api.to('POST', '/api/admin/newsletters/4/send')).toHaveLength(1));
    const body = api.to('POST', '/api/admin/newsletters/4/send')[0]?.body as {
      audience: unknown;
      scheduledAt: string;
    };
    expect(body.audience).toEqual({ kind: 'everyone' });
    expect(body.scheduledAt).toBe(new Date('2030-01-02T10:30').toISOString());

    await screen.findByText('Scheduled', { selector: '.ant-tag' });
    await user.click(screen.getByRole('button', { name: 'Cancel scheduled send' }));
    const confirm = within(await screen.findByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: 'Cancel scheduled send' }));
    await waitFor(() => expect(api.to('POST', '/api/admin/newsletters/4/cancel')).toHaveLength(1));
    expect(await screen.findByDisplayValue('December plans')).toBeVisible();
  });

  it('makes, checks and deletes segments with the API’s rules', async () => {
    const api = stubSignedIn({
      'GET /api/admin/newsletters': list([]),
      'GET /api/admin/segments': { items: [SEGMENT] },
      'POST /api/admin/segments': () => json({ ...SEGMENT, id: 8, name: 'Zine readers' }, 201),
      'DELETE /api/admin/segments/7': () => new Response(null, { status: 204 }),
    });
    renderConsole({ path: '/admin/newsletters' });
    const segments = within(await screen.findByRole('region', { name: 'Segments' }));
    await segments.findByText('Radio listeners');
    segments.getByText('Everyone · source radio');
    await user.click(segments.getByRole('button', { name: 'New segment' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Signed up from'), '2026-11-10');
    await user.type(dialog.getByLabelText('Signed up until'), '2026-11-01');
    await user.click(dialog.getByRole('button', { name: 'Save segment' }));
    expect(await dialog.findByText('Name is required')).toBeVisible();
    dialog.getByText('To must not be before From');
    expect(api.to('POST', '/api/admin/segments')).toEqual([]);
    await user.type(dialog.getByLabelText('Name'), 'Zine readers');
    await user.clear(dialog.getByLabelText('Signed up until'));
    await user.type(dialog.getByLabelText('Source (campaign tag or referring site)'), 'zine');
    await user.click(dialog.getByRole('button', { name: 'Save segment' }));
    await waitFor(() => expect(api.to('POST', '/api/admin/segments')).toHaveLength(1));
    expect(api.to('POST', '/api/admin/segments')[0]?.body).toEqual({
      name: 'Zine readers',
      filter: { kind: 'everyone', source: 'zine', from: '2026-11-10' },
    });
    await user.click(segments.getByRole('button', { name: 'Delete Radio listeners' }));
    await waitFor(() => expect(api.to('DELETE', '/api/admin/segments/7')).toHaveLength(1));
  });
});
