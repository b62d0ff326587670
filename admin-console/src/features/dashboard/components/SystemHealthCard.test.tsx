import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SystemHealth } from '@campaign/shared';
import { fail, renderConsole, stubSignedIn } from '../../../test/harness';
import { USER } from '../../../test/fixtures';
import { formatAge } from '../system-health-text';
import { SystemHealthView } from './SystemHealthCard';

const HEALTHY: SystemHealth = {
  mail: { configured: true, summary: 'Email is sent through the mail server set in SMTP_URL.' },
  outbox: { queued: 0, oldestQueuedAt: null, oldestQueuedAgeSeconds: null },
  failures: { last24Hours: 0, lastFailureAt: null, lastError: null },
  lastBackup: null,
};

const TROUBLED: SystemHealth = {
  mail: { configured: true, summary: 'Email is sent through the mail server set in SMTP_URL.' },
  outbox: { queued: 12, oldestQueuedAt: '2026-11-29T09:00:00.000Z', oldestQueuedAgeSeconds: 7300 },
  failures: {
    last24Hours: 3,
    lastFailureAt: '2026-11-29T10:30:00.000Z',
    lastError: '554 Refused for r***@example.org',
  },
  lastBackup: {
    at: '2026-11-29T03:00:00.000Z',
    fileName: 'campaign-2026-11-29T03-00-00-000Z.tar.gz',
    bytes: 3_774_873,
  },
};

/** Each row of the card: its label with its tag, and its text. */
const rows = () =>
  screen.getAllByRole('term').map((term) => ({
    label: term.textContent,
    text: term.nextElementSibling?.textContent,
  }));

describe('the System health card', () => {
  it('says plainly that all is well, and that no backup is recorded', () => {
    render(<SystemHealthView health={HEALTHY} />);
    expect(rows()).toEqual([
      {
        label: 'EmailOK',
        text: 'Email is sent through the mail server set in SMTP_URL.',
      },
      { label: 'OutboxOK', text: 'No emails waiting.' },
      { label: 'Failed sendsOK', text: 'None recorded.' },
      { label: 'Last backupCheck', text: 'No backup recorded' },
    ]);
  });

  it('shows the backlog’s age, the failures with the latest error, and the last backup', () => {
    render(<SystemHealthView health={TROUBLED} />);
    const [, outbox, failures, backup] = rows();
    expect(outbox).toEqual({
      label: 'OutboxCheck',
      text: '12 emails waiting; the oldest was queued 2 hours ago.',
    });
    expect(failures!.label).toBe('Failed sendsProblem');
    expect(failures!.text).toMatch(/^3 emails failed in the last 24 hours\. Latest: Nov 29, 2026/);
    expect(failures!.text).toContain('554 Refused for r***@example.org');
    expect(backup!.text).toMatch(/^Finished Nov 29, 2026/);
  });

  it('warns when email is not set up', () => {
    render(
      <SystemHealthView
        health={{ ...HEALTHY, mail: { configured: false, summary: 'Email is not set up.' } }}
      />,
    );
    expect(rows()[0]).toEqual({ label: 'EmailCheck', text: 'Email is not set up.' });
  });

  it('words ages as people do', () => {
    expect([30, 60, 150, 3600, 7300, 86_400, 3 * 86_400].map(formatAge)).toEqual([
      'under a minute',
      '1 minute',
      '2 minutes',
      '1 hour',
      '2 hours',
      '1 day',
      '3 days',
    ]);
  });
});

describe('System health on the dashboard', () => {
  it('is shown to admins', async () => {
    stubSignedIn({ 'GET /api/admin/system-health': TROUBLED });
    renderConsole({ path: '/admin/dashboard' });
    const card = within(await screen.findByRole('region', { name: 'System health' }));
    await card.findByText('12 emails waiting; the oldest was queued 2 hours ago.');
    expect(card.getByRole('link', { name: 'View the outbox' }).getAttribute('href')).toBe(
      '/admin/outbox',
    );
  });

  it('is neither shown to nor asked for by editors', async () => {
    const api = stubSignedIn({
      'GET /api/auth/user': { ...USER, role: 'editor' },
      'GET /api/admin/system-health': fail(403, 'Admins only'),
    });
    renderConsole({ path: '/admin/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.queryByRole('region', { name: 'System health' })).toBeNull();
    expect(api.to('GET', '/api/admin/system-health')).toEqual([]);
  });

  it('says so when it cannot load', async () => {
    stubSignedIn({ 'GET /api/admin/system-health': fail(500, 'Internal server error') });
    renderConsole({ path: '/admin/dashboard' });
    await screen.findByText('Failed to load the system health.');
  });
});
