import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { htmlViewOf } from '../../../lib/rich-text/html-view.test-support';
import { pagesFixture } from '../../../test/fixtures';
import {
  fail,
  json,
  recordToasts,
  renderConsole,
  setupUser,
  stubSignedIn,
  type ApiCall,
} from '../../../test/harness';
import { changesOf } from './PageHistory';

const user = setupUser();

async function openPage(name: string) {
  await user.click(await screen.findByRole('tab', { name: 'Page Content' }));
  const list = within(await screen.findByRole('navigation', { name: 'Pages' }));
  await user.click(await list.findByRole('button', { name: new RegExp(`^${name}`) }));
  return within(screen.getByRole('form', { name }));
}

const textOf = (form: ReturnType<typeof within>, label: string) =>
  (form.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLTextAreaElement).value;

/** The homepage as first saved: another headline, one step fewer, the research hidden. */
function olderHomepage() {
  const page = pagesFixture().homepage;
  return {
    ...page,
    hero: { ...page.hero, headline: 'The headline it first had' },
    howItWorks: { ...page.howItWorks, steps: page.howItWorks.steps.slice(0, -1) },
    hiddenSections: ['researchHighlights'],
  };
}

const HOMEPAGE_VERSIONS = '/api/admin/content/pages/homepage/revisions';
const SUMMARIES = [
  {
    id: 12,
    savedAt: '2026-11-28T10:00:00.000Z',
    savedBy: 'Ada Lovelace',
    changed: ['hero', 'howItWorks', 'hiddenSections'],
  },
  { id: 9, savedAt: '2026-11-27T09:00:00.000Z', savedBy: 'eddie@example.org', changed: null },
];

describe('a page’s history', () => {
  it('lists the saved versions and restores one into the text page’s form, unsaved, until saved', async () => {
    const older = olderHomepage();
    const api = stubSignedIn({
      [`GET ${HOMEPAGE_VERSIONS}`]: SUMMARIES,
      [`GET ${HOMEPAGE_VERSIONS}/9`]: { ...SUMMARIES[1], content: older },
      'PUT /api/admin/content/pages/homepage': (call: ApiCall) => json(call.body),
    });
    const toasts = recordToasts();
    renderConsole();
    const form = await openPage('Homepage');
    expect(form.queryByText('Unsaved changes')).toBeNull();
    await user.click(form.getByRole('button', { name: 'History' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'History' }));
    const versions = within(
      await dialog.findByRole('list', { name: 'Saved versions, newest first' }),
    );
    expect(versions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Changed: Hero, How it works, Sections shown.*Nov 28, 2026.*Ada Lovelace.*Current.*Restore$/,
      ),
      expect.stringMatching(
        /^The oldest version kept.*Nov 27, 2026.*eddie@example\.org\s*Restore$/,
      ),
    ]);
    await user.click(
      dialog.getByRole('button', { name: /^Restore the version saved Nov 27, 2026/ }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).toBeNull());
    expect(textOf(form, 'Hero headline')).toBe('The headline it first had');
    form.getByText('Unsaved changes');
    expect(toasts.at(-1)).toMatchObject({
      title: 'Version restored in the editor',
      description: expect.stringMatching(
        /^Saved Nov 27, 2026.*\. Save to make it the page again\.$/,
      ),
    });
    // Nothing was saved by restoring.
    expect(api.to('PUT', '/api/admin/content/pages/homepage')).toHaveLength(0);

    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.to('PUT', '/api/admin/content/pages/homepage')).toHaveLength(1));
    // The whole page as it was: its list one step shorter, its hidden section hidden again.
    expect(api.to('PUT', '/api/admin/content/pages/homepage')[0]!.body).toEqual(older);
    await waitFor(() => expect(form.queryByText('Unsaved changes')).toBeNull());
  });

  it('restores a legal page’s title, date and text into its fields', async () => {
    const privacy = pagesFixture().privacy;
    const older = {
      title: 'Our privacy promise',
      lastUpdated: '2025-01-31',
      body: '<p>We kept almost nothing, back then.</p>',
    };
    const api = stubSignedIn({
      'GET /api/admin/content/pages/privacy/revisions': [
        { id: 4, savedAt: '2026-11-28T10:00:00.000Z', savedBy: 'Ada Lovelace', changed: [] },
        { id: 3, savedAt: '2026-11-20T10:00:00.000Z', savedBy: 'Ada Lovelace', changed: null },
      ],
      'GET /api/admin/content/pages/privacy/revisions/3': {
        id: 3,
        savedAt: '2026-11-20T10:00:00.000Z',
        savedBy: 'Ada Lovelace',
        changed: null,
        content: older,
      },
      'PUT /api/admin/content/pages/privacy': (call: ApiCall) => json(call.body),
    });
    renderConsole();
    const form = await openPage('Privacy Policy');
    await user.click(form.getByRole('button', { name: 'History' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'History' }));
    expect(await dialog.findByText('Saved without changes')).toBeVisible();
    await user.click(
      dialog.getByRole('button', { name: /^Restore the version saved Nov 20, 2026/ }),
    );

    await waitFor(() => expect(textOf(form, 'Title')).toBe(older.title));
    expect(textOf(form, 'Last updated')).toBe(older.lastUpdated);
    await htmlViewOf('Text (HTML)');
    expect(textOf(form, 'Text (HTML)')).toBe(older.body);
    form.getByText('Unsaved changes');

    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.to('PUT', '/api/admin/content/pages/privacy')).toHaveLength(1));
    expect(api.to('PUT', '/api/admin/content/pages/privacy')[0]!.body).toEqual({
      ...privacy,
      ...older,
    });
  });

  it('says when there are no versions yet, and keeps the form as it is when one fails to load', async () => {
    stubSignedIn({
      'GET /api/admin/content/pages/about/revisions': [],
      [`GET ${HOMEPAGE_VERSIONS}`]: SUMMARIES,
      [`GET ${HOMEPAGE_VERSIONS}/9`]: fail(500, 'The database is not answering'),
    });
    const toasts = recordToasts();
    renderConsole();
    const about = await openPage('About page');
    await user.click(about.getByRole('button', { name: 'History' }));
    const empty = within(await screen.findByRole('dialog', { name: 'History' }));
    await empty.findByText('No saved versions yet: each save keeps one from now on.');
    await user.click(empty.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).toBeNull());

    const form = await openPage('Homepage');
    fireEvent.change(form.getByLabelText('Hero headline'), { target: { value: 'Typed here' } });
    await user.click(form.getByRole('button', { name: 'History' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'History' }));
    await user.click(
      await dialog.findByRole('button', { name: /^Restore the version saved Nov 27, 2026/ }),
    );
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        title: 'Error',
        description: 'The database is not answering',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'History' })).toBeVisible();
    expect(textOf(form, 'Hero headline')).toBe('Typed here');
  });
});

describe('what tells a page’s versions apart', () => {
  it('names the sections a save changed as their headings would', () => {
    expect(changesOf({ changed: ['nitrateProblem', 'cta', 'hiddenSections'] })).toBe(
      'Changed: Nitrate problem, Call to action, Sections shown',
    );
    expect(changesOf({ changed: ['title', 'lastUpdated', 'body'] })).toBe(
      'Changed: Title, Last updated, Text',
    );
    expect(changesOf({ changed: [] })).toBe('Saved without changes');
    expect(changesOf({ changed: null })).toBe('The oldest version kept');
  });
});
