import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_PREVIEW_CONTENT, PAGE_PREVIEW_READY, type AboutContent } from '@campaign/shared';
import { pagesFixture } from '../../../test/fixtures';
import {
  json,
  type ApiCall,
  recordToasts,
  renderConsole,
  setupUser,
  stubSignedIn,
} from '../../../test/harness';

const user = setupUser();

async function openPage(name: string) {
  await user.click(await screen.findByRole('tab', { name: 'Page Content' }));
  const list = within(await screen.findByRole('navigation', { name: 'Pages' }));
  await user.click(await list.findByRole('button', { name: new RegExp(`^${name}`) }));
  return within(screen.getByRole('form', { name }));
}

const group = (form: ReturnType<typeof within>, name: string) =>
  within(form.getByRole('group', { name }));

function stubSaving(key: string) {
  return stubSignedIn({
    [`PUT /api/admin/content/pages/${key}`]: (call: ApiCall) => json(call.body),
  });
}

const sentPage = <T,>(api: ReturnType<typeof stubSignedIn>, key: string) =>
  api.to('PUT', `/api/admin/content/pages/${key}`).map((call) => call.body as T);

describe('structured page editor', () => {
  it('adds, moves and removes team members; a new one gets an id and no photo', async () => {
    const api = stubSaving('about');
    renderConsole();
    const form = await openPage('About page');
    const members = pagesFixture().about.team.members;

    await user.click(form.getByRole('button', { name: 'Remove team member 1' }));
    await user.click(form.getByRole('button', { name: 'Add team member' }));
    const added = group(form, `Team member ${members.length}`);
    fireEvent.change(added.getByLabelText('Name'), { target: { value: 'Ada Organiser' } });
    fireEvent.change(added.getByLabelText('Role'), { target: { value: 'Coordinator' } });
    await user.click(form.getByRole('button', { name: `Move team member ${members.length} up` }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(sentPage(api, 'about')).toHaveLength(1));
    const sent = sentPage<AboutContent>(api, 'about')[0]!.team.members;
    const [, ...kept] = members;
    expect(sent.map((member) => member.name)).toEqual([
      ...kept.slice(0, -1).map((member) => member.name),
      'Ada Organiser',
      kept.at(-1)!.name,
    ]);
    const ada = sent.find((member) => member.name === 'Ada Organiser')!;
    expect(ada).toMatchObject({ title: 'Coordinator', bio: '', photo: '' });
    expect(ada.id).toMatch(/^member-\w+/);
    expect(new Set(sent.map((member) => member.id)).size).toBe(sent.length);
  });

  it('uploads a team member photo in place of the initials, and removes it again', async () => {
    const api = stubSignedIn({
      'PUT /api/admin/content/pages/about': (call: ApiCall) => json(call.body),
      'POST /api/admin/uploads': {
        id: 7,
        alt: 'Sarah Johnson',
        width: 400,
        height: 400,
        src: '/uploads/0123456789abcdef0123456789abcdef-400.webp',
        srcset: '/uploads/0123456789abcdef0123456789abcdef-400.webp 400w',
      },
    });
    renderConsole();
    const form = await openPage('About page');
    const first = group(form, 'Team member 1');
    const name = (first.getByLabelText('Name') as HTMLInputElement).value;
    const initials = name
      .split(' ')
      .map((word) => word[0])
      .join('');
    expect(first.getByText(initials)).toBeVisible();

    const file = new File(['photo'], 'photo.png', { type: 'image/png' });
    await user.upload(first.getByLabelText('Photo'), file);
    expect(await first.findByRole('img', { name: `Photo of ${name}` })).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sentPage(api, 'about')).toHaveLength(1));
    expect(sentPage<AboutContent>(api, 'about')[0]!.team.members[0]!.photo).toBe(
      '/uploads/0123456789abcdef0123456789abcdef-400.webp',
    );

    // The form starts again from the page as stored: the item is drawn anew.
    const stored = group(form, 'Team member 1');
    await user.click(stored.getByRole('button', { name: 'Remove photo' }));
    expect(stored.getByText(initials)).toBeVisible();
    expect(stored.queryByRole('img', { name: `Photo of ${name}` })).toBeNull();
  });

  it('asks before another page replaces unsaved edits', async () => {
    stubSignedIn();
    renderConsole();
    const form = await openPage('Pledge page');
    fireEvent.change(form.getByLabelText('Pledge label'), { target: { value: 'My promise' } });
    expect(form.getByText('Unsaved changes')).toBeVisible();
    const list = within(screen.getByRole('navigation', { name: 'Pages' }));
    await user.click(list.getByRole('button', { name: /^Contact page/ }));
    expect(await screen.findAllByText('Discard unsaved changes?')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect((form.getByLabelText('Pledge label') as HTMLInputElement).value).toBe('My promise');
  });

  it('hides a section with its switch, and an emptied list is sent empty', async () => {
    const api = stubSaving('impact');
    renderConsole();
    const form = await openPage('Impact page');
    await user.click(form.getByRole('switch', { name: 'Show “Chart” on the page' }));
    const count = pagesFixture().impact.testimonials.items.length;
    for (let index = count; index >= 1; index--)
      await user.click(form.getByRole('button', { name: `Remove testimonial ${index}` }));
    expect(form.getByText('No testimonials: the section does not show on the page.')).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(sentPage(api, 'impact')).toHaveLength(1));
    expect(sentPage(api, 'impact')[0]).toMatchObject({
      hiddenSections: ['chart'],
      testimonials: { items: [] },
    });
  });

  it('marks the built-in team, timeline and testimonials "Sample" until they are edited', async () => {
    stubSignedIn();
    renderConsole();
    const form = await openPage('About page');
    const list = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(within(list.getByRole('button', { name: /^About page/ })).getByText('Sample'));
    expect(within(list.getByRole('button', { name: /^Impact page/ })).getByText('Sample'));
    expect(
      within(list.getByRole('button', { name: /^Values page/ })).queryByText('Sample'),
    ).toBeNull();
    expect(form.getAllByText('Sample')).toHaveLength(2);

    fireEvent.change(group(form, 'Team member 1').getByLabelText('Name'), {
      target: { value: 'Our own organiser' },
    });
    await waitFor(() => expect(form.getAllByText('Sample')).toHaveLength(1));
  });

  it('checks the page with the contract before sending, and focuses the first refused field', async () => {
    const api = stubSaving('about');
    renderConsole();
    const form = await openPage('About page');
    const year = group(form, 'Event 2').getByLabelText('Year');
    fireEvent.change(year, { target: { value: '' } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await group(form, 'Event 2').findByText(/expected number/)).toBeVisible();
    expect(document.activeElement).toBe(year);
    expect(sentPage(api, 'about')).toHaveLength(0);
  });

  it("shows the server's issue at the list item's field it names", async () => {
    stubSignedIn({
      'PUT /api/admin/content/pages/about': () =>
        json(
          {
            message: 'Invalid input',
            issues: [{ path: 'team.members.2.name', message: 'Name contains a control character' }],
          },
          400,
        ),
    });
    const toasts = recordToasts();
    renderConsole();
    const form = await openPage('About page');
    fireEvent.change(form.getByLabelText('Team title'), { target: { value: 'Who we are' } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    const name = group(form, 'Team member 3').getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(
      group(form, 'Team member 3').getByText('Name contains a control character'),
    ).toBeVisible();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(toasts.at(-1)).toMatchObject({ description: 'Failed to update about page content' });
  });

  it('previews the draft: each frame of the real page gets it when ready and after a change', async () => {
    stubSignedIn();
    renderConsole();
    const form = await openPage('Values page');
    const frames = screen.getAllByTitle(/^Preview of the page at/) as HTMLIFrameElement[];
    expect(frames.map((frame) => [frame.getAttribute('src'), frame.width])).toEqual([
      ['/values', '1280'],
      ['/values', '375'],
    ]);
    const frame = frames[1]!;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: PAGE_PREVIEW_READY },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
    expect(post).toHaveBeenLastCalledWith(
      { type: PAGE_PREVIEW_CONTENT, pageKey: 'values', content: pagesFixture().values },
      window.location.origin,
    );

    fireEvent.change(form.getByLabelText('Hero title'), { target: { value: 'What we stand for' } });
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        expect.objectContaining({
          content: expect.objectContaining({
            hero: expect.objectContaining({ title: 'What we stand for' }),
          }),
        }),
        window.location.origin,
      ),
    );
  });
});
