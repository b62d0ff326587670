import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@campaign/shared/query';
import { describe, expect, it } from 'vitest';
import { htmlViewOf } from '../../../lib/rich-text/html-view.test-support';
import type { PageKey } from '@campaign/shared';
import { queryClientDefaults } from '@campaign/shared/client';
import { pagesFixture } from '../../../test/fixtures';
import {
  fail,
  json,
  type ApiCall,
  recordToasts,
  renderConsole,
  stubSignedIn,
  setupUser,
} from '../../../test/harness';

const user = setupUser();

const NAMES: Record<PageKey, string> = {
  homepage: 'Homepage',
  about: 'About page',
  values: 'Values page',
  impact: 'Impact page',
  pledge: 'Pledge page',
  contact: 'Contact page',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
};

async function openPage(key: PageKey) {
  await user.click(await screen.findByRole('tab', { name: 'Page Content' }));
  const list = within(await screen.findByRole('navigation', { name: 'Pages' }));
  await user.click(await list.findByRole('button', { name: new RegExp(`^${NAMES[key]}`) }));
  return within(screen.getByRole('form', { name: NAMES[key] }));
}

const textOf = (form: ReturnType<typeof within>, label: string) =>
  (form.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;

describe('Page Content tab', () => {
  it('edits the homepage hero and call to action', async () => {
    stubSignedIn();
    renderConsole();
    const form = await openPage('homepage');
    const { hero, cta } = pagesFixture().homepage;
    expect(textOf(form, 'Hero headline')).toBe(hero.headline);
    expect(textOf(form, 'Headline accent')).toBe(hero.headlineAccent);
    expect(textOf(form, 'Subheadline')).toBe(hero.subheadline);
    expect(textOf(form, 'Call-to-action title')).toBe(cta.title);
    expect(textOf(form, 'Call-to-action subtitle')).toBe(cta.subtitle);
    expect(screen.queryByText('Select a page to edit its content')).toBeNull();
  });

  it('edits the about mission title and its first two paragraphs', async () => {
    stubSignedIn();
    renderConsole();
    const form = await openPage('about');
    const { mission } = pagesFixture().about;
    expect(textOf(form, 'Mission title')).toBe(mission.title);
    expect(textOf(form, 'Mission paragraph 1')).toBe(mission.paragraphs[0]);
    expect(textOf(form, 'Mission paragraph 2')).toBe(mission.paragraphs[1]);
  });

  it('edits the values hero and closing paragraph', async () => {
    stubSignedIn();
    renderConsole();
    const form = await openPage('values');
    const values = pagesFixture().values;
    expect(textOf(form, 'Hero title')).toBe(values.hero.title);
    expect(textOf(form, 'Hero subtitle')).toBe(values.hero.subtitle);
    expect(textOf(form, 'Closing paragraph')).toBe(values.closingParagraph);
  });

  it('edits a legal page: its title, date and HTML, saved whole, then shows the HTML as stored', async () => {
    // As the API does: the page is answered as stored, its HTML cleaned.
    const api = stubSignedIn({
      'PUT /api/admin/content/pages/privacy': (call: ApiCall) =>
        json({ ...(call.body as object), body: '<p>We keep only what you send us.</p>' }),
    });
    const toasts = recordToasts();
    renderConsole();
    const form = await openPage('privacy');
    const privacy = pagesFixture().privacy;
    expect(textOf(form, 'Title')).toBe('Privacy Policy');
    expect(textOf(form, 'Last updated')).toBe(privacy.lastUpdated);
    await htmlViewOf('Text (HTML)');
    expect(textOf(form, 'Text (HTML)')).toBe(privacy.body);
    const typed = '<p onclick="steal()">We keep only what you send us.</p>';
    fireEvent.change(form.getByLabelText('Text (HTML)'), { target: { value: typed } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ description: 'Privacy Policy updated successfully' }),
      ]),
    );
    expect(api.to('PUT', '/api/admin/content/pages/privacy').map((call) => call.body)).toEqual([
      { ...privacy, body: typed },
    ]);
    // The editor now holds what the site shows, with nothing left unsaved.
    expect(textOf(form, 'Text (HTML)')).toBe('<p>We keep only what you send us.</p>');
    expect(form.queryByText('Unsaved changes')).toBeNull();
  });

  it('PUTs the whole homepage with the new headline, keeps the editor open and refreshes', async () => {
    const api = stubSignedIn({
      'PUT /api/admin/content/pages/homepage': (call: ApiCall) => json(call.body),
    });
    const toasts = recordToasts();
    const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
    queryClient.setQueryData(['/api/content', 'homepage'], {});
    queryClient.setQueryData(['/api/content', 'about'], {});
    renderConsole({ client: queryClient });

    const form = await openPage('homepage');
    fireEvent.change(form.getByLabelText('Hero headline'), {
      target: { value: 'Go Nitrate-Free Today' },
    });
    form.getByText('Unsaved changes');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          title: 'Success',
          description: 'Homepage content updated successfully',
        }),
      ]),
    );
    const page = pagesFixture().homepage;
    expect(api.to('PUT', '/api/admin/content/pages/homepage').map((call) => call.body)).toEqual([
      { ...page, hero: { ...page.hero, headline: 'Go Nitrate-Free Today' } },
    ]);
    // The editor stays open on the page as stored, which the answer gave: no second read.
    expect(textOf(form, 'Hero headline')).toBe('Go Nitrate-Free Today');
    expect(form.queryByText('Unsaved changes')).toBeNull();
    expect(api.to('GET', '/api/admin/content/pages')).toHaveLength(1);
    expect(
      (queryClient.getQueryData(['/api/admin/content/pages']) as { homepage: { hero: object } })
        .homepage.hero,
    ).toMatchObject({ headline: 'Go Nitrate-Free Today' });
    expect(queryClient.getQueryState(['/api/content', 'homepage'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/content', 'about'])?.isInvalidated).toBe(false);
  });

  it('keeps the third mission paragraph when saving the about page', async () => {
    const api = stubSignedIn({
      'PUT /api/admin/content/pages/about': (call: ApiCall) => json(call.body),
    });
    renderConsole();
    const form = await openPage('about');
    fireEvent.change(form.getByLabelText('Mission paragraph 2'), {
      target: { value: 'A new second paragraph.' },
    });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.to('PUT', '/api/admin/content/pages/about')).toHaveLength(1));
    const about = pagesFixture().about;
    const [first, , ...rest] = about.mission.paragraphs;
    expect(rest.length).toBeGreaterThan(0);
    expect(api.to('PUT', '/api/admin/content/pages/about')[0]!.body).toEqual({
      ...about,
      mission: { ...about.mission, paragraphs: [first, 'A new second paragraph.', ...rest] },
    });
  });

  it.each([
    [
      'homepage',
      'Hero headline',
      'Homepage content updated successfully',
      'Failed to update homepage content',
    ],
    [
      'about',
      'Mission title',
      'About page content updated successfully',
      'Failed to update about page content',
    ],
    [
      'values',
      'Hero title',
      'Values page content updated successfully',
      'Failed to update values page content',
    ],
  ] as const)('toasts the exact texts for %s', async (key, label, success, failure) => {
    let answer = 200;
    stubSignedIn({
      [`PUT /api/admin/content/pages/${key}`]: (call: ApiCall) =>
        answer === 200 ? json(call.body) : fail(400, 'Invalid input')(),
    });
    const toasts = recordToasts();
    renderConsole();
    const form = await openPage(key);
    fireEvent.change(form.getByLabelText(label), { target: { value: 'Edited text' } });

    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ type: 'add', title: 'Success', description: success });

    answer = 400;
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts[1]).toMatchObject({
      type: 'add',
      title: 'Error',
      description: failure,
      variant: 'destructive',
    });
    expect(textOf(form, label)).toBe('Edited text');
  });

  it("shows the server's issues under the page's fields, by their path in the page", async () => {
    stubSignedIn({
      'PUT /api/admin/content/pages/about': () =>
        json(
          {
            message: 'Invalid input',
            issues: [
              { path: 'mission.paragraphs.1', message: 'Paragraph must be at least 1 character' },
              { path: 'sidebar.title', message: 'Not a field of this editor' },
            ],
          },
          400,
        ),
    });
    const toasts = recordToasts();
    renderConsole();
    const form = await openPage('about');
    fireEvent.change(form.getByLabelText('Mission paragraph 2'), { target: { value: ' ' } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    const message = await form.findByText('Paragraph must be at least 1 character');
    const field = form.getByLabelText('Mission paragraph 2');
    const described = field.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').some((id) => document.getElementById(id)?.contains(message))).toBe(
      true,
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    // An issue no field shows stays with the toast.
    expect(form.queryByText('Not a field of this editor')).toBeNull();
    expect(toasts.at(-1)).toMatchObject({ description: 'Failed to update about page content' });
  });
});
