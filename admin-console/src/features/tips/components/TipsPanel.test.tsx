import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@campaign/shared/query';
import { describe, expect, it } from 'vitest';
import { queryClientDefaults } from '@campaign/shared/client';
import { TIPS } from '../../../test/fixtures';
import {
  fail,
  json,
  recordToasts,
  renderConsole,
  stubSignedIn,
  setupUser,
  type ApiCall,
} from '../../../test/harness';

const user = setupUser();

const labelsTip = TIPS[3]!;

async function openTipsTab() {
  await user.click(await screen.findByRole('tab', { name: 'Tips' }));
  return within(await screen.findByRole('navigation', { name: 'Tips' }));
}

/** Opens an antd Select by its label and picks the option named `option`. */
async function choose(form: ReturnType<typeof within>, label: string, option: string) {
  fireEvent.mouseDown(form.getByLabelText(label));
  const options = await screen.findAllByRole('option', { name: option });
  await user.click(options.at(-1)!);
}

const noContent = () => new Response(null, { status: 204 });

/** The describing texts of a field: its error message and help, in that order. */
const descriptionsOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

async function openLabelsTip() {
  const list = await openTipsTab();
  await user.click(await list.findByRole('button', { name: 'Learn the E numbers' }));
  return within(screen.getByRole('form', { name: 'Learn the E numbers' }));
}

describe('Tips tab', () => {
  it('groups tips by category in the site order, each sorted by order', async () => {
    stubSignedIn();
    renderConsole();
    const list = await openTipsTab();
    await list.findByText('Learn the E numbers');
    expect(list.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Shopping (2)',
      'Labels (1)',
      'Cooking (1)',
    ]);
    const shopping = within(list.getByRole('list', { name: 'Shopping (2)' }));
    expect(shopping.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Start at the fresh counters',
      'Stock nitrite-free staples',
    ]);
    screen.getByText('Select a tip to edit');
  });

  it('opens an editor with labelled Title and Description (4 rows)', async () => {
    stubSignedIn();
    renderConsole();
    const form = await openLabelsTip();
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe(labelsTip.title);
    const description = form.getByLabelText('Description') as HTMLTextAreaElement;
    expect(description.tagName).toBe('TEXTAREA');
    expect(description.rows).toBe(4);
    expect(description.value).toBe(labelsTip.description);
    form.getByRole('button', { name: 'Save Changes' });
    expect(screen.queryByText('Select a tip to edit')).toBeNull();
  });

  it('saves only title and description, says so, clears the selection and refreshes the lists', async () => {
    const api = stubSignedIn({ 'PUT /api/admin/tips/4': labelsTip });
    const toasts = recordToasts();
    const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
    queryClient.setQueryData(['/api/tips'], TIPS);
    renderConsole({ client: queryClient });

    const form = await openLabelsTip();
    fireEvent.change(form.getByLabelText('Description'), {
      target: { value: 'E249 to E252 are the ones to avoid.' },
    });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Select a tip to edit');
    expect(api.to('PUT', '/api/admin/tips/4').map((call) => call.body)).toEqual([
      { title: labelsTip.title, description: 'E249 to E252 are the ones to avoid.' },
    ]);
    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'add',
        title: 'Success',
        description: 'Tip updated successfully',
      }),
    ]);
    await waitFor(() => expect(api.to('GET', '/api/admin/tips')).toHaveLength(2));
    expect(queryClient.getQueryState(['/api/tips'])?.isInvalidated).toBe(true);
  });

  it('reports a failed save and keeps the draft', async () => {
    stubSignedIn({ 'PUT /api/admin/tips/4': fail(403, 'Forbidden') });
    const toasts = recordToasts();
    renderConsole();

    const form = await openLabelsTip();
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Learn every E number' } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          title: 'Error',
          description: 'Failed to update tip',
          variant: 'destructive',
        }),
      ]),
    );
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('Learn every E number');
  });

  it('creates a tip from the "New tip" editor with exactly its four fields', async () => {
    const api = stubSignedIn({
      'POST /api/admin/tips': (call: ApiCall) =>
        json(
          { ...(call.body as object), id: 5, order: 2, createdAt: '2024-02-01T00:00:00.000Z' },
          201,
        ),
    });
    const toasts = recordToasts();
    const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
    queryClient.setQueryData(['/api/tips'], TIPS);
    renderConsole({ client: queryClient });

    const list = await openTipsTab();
    await user.click(list.getByRole('button', { name: 'New tip' }));
    const form = within(screen.getByRole('form', { name: 'New tip' }));
    expect(form.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect((form.getByLabelText('Description') as HTMLTextAreaElement).rows).toBe(4);
    await choose(form, 'Category', 'Cooking');
    await choose(form, 'Icon', 'ChefHat');
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Batch-cook your stock' } });
    fireEvent.change(form.getByLabelText('Description'), {
      target: { value: 'A pot of stock on Sunday replaces cubes all week.' },
    });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Select a tip to edit');
    expect(api.to('POST', '/api/admin/tips').map((call) => call.body)).toEqual([
      {
        category: 'Cooking',
        title: 'Batch-cook your stock',
        description: 'A pot of stock on Sunday replaces cubes all week.',
        icon: 'ChefHat',
      },
    ]);
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Success', description: 'Tip created successfully' }),
    ]);
    await waitFor(() => expect(api.to('GET', '/api/admin/tips')).toHaveLength(2));
    expect(queryClient.getQueryState(['/api/tips'])?.isInvalidated).toBe(true);
  });

  it("shows a refused create's messages under their fields and keeps the draft", async () => {
    stubSignedIn({
      'POST /api/admin/tips': () =>
        json(
          {
            message: 'Invalid input',
            issues: [{ path: 'icon', message: 'Icon name is required' }],
          },
          400,
        ),
    });
    const toasts = recordToasts();
    renderConsole();

    const list = await openTipsTab();
    await user.click(list.getByRole('button', { name: 'New tip' }));
    const form = within(screen.getByRole('form', { name: 'New tip' }));
    await choose(form, 'Category', 'Labels');
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Read the small print' } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    const icon = form.getByLabelText('Icon');
    await waitFor(() => expect(icon.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionsOf(icon)[0]).toBe('Icon name is required');
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Error',
        description: 'Failed to create tip',
        variant: 'destructive',
      }),
    ]);
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('Read the small print');
  });

  it('sends the category and icon only when they differ from the stored tip', async () => {
    const api = stubSignedIn({ 'PUT /api/admin/tips/4': labelsTip });
    renderConsole();

    // Changed and changed back: still exactly the title and description.
    let form = await openLabelsTip();
    await choose(form, 'Icon', 'Eye');
    await choose(form, 'Icon', 'Package');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Select a tip to edit');

    form = await openLabelsTip();
    await choose(form, 'Icon', 'Eye');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Select a tip to edit');

    form = await openLabelsTip();
    expect(form.getByText(/Another category moves the tip to the end/)).toBeVisible();
    await choose(form, 'Category', 'Cooking');
    await choose(form, 'Icon', 'Leaf');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Select a tip to edit');

    const same = { title: labelsTip.title, description: labelsTip.description };
    expect(api.to('PUT', '/api/admin/tips/4').map((call) => call.body)).toEqual([
      same,
      { ...same, icon: 'Eye' },
      { ...same, category: 'Cooking', icon: 'Leaf' },
    ]);
  });

  it('deletes a tip only after confirming, then clears the editor', async () => {
    const api = stubSignedIn({ 'DELETE /api/admin/tips/4': noContent });
    const toasts = recordToasts();
    renderConsole();

    const form = await openLabelsTip();
    await user.click(form.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('tooltip'));
    confirm.getByText('Delete this tip?');
    expect(api.to('DELETE', '/api/admin/tips/4')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    await screen.findByText('Select a tip to edit');
    expect(api.to('DELETE', '/api/admin/tips/4')).toHaveLength(1);
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Success', description: 'Deleted "Learn the E numbers"' }),
    ]);
  });

  it('reports a failed delete and keeps the editor', async () => {
    stubSignedIn({ 'DELETE /api/admin/tips/4': fail(500, 'Server error') });
    const toasts = recordToasts();
    renderConsole();

    const form = await openLabelsTip();
    await user.click(form.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ description: 'Failed to delete tip', variant: 'destructive' }),
      ]),
    );
    screen.getByRole('form', { name: 'Learn the E numbers' });
  });

  it('offers no move past either end of a category', async () => {
    stubSignedIn();
    renderConsole();
    const list = await openTipsTab();
    const button = (name: string) => list.getByRole('button', { name }) as HTMLButtonElement;
    await list.findByText('Start at the fresh counters');

    expect(button('Move "Start at the fresh counters" up').disabled).toBe(true);
    expect(button('Move "Start at the fresh counters" down').disabled).toBe(false);
    expect(button('Move "Stock nitrite-free staples" up').disabled).toBe(false);
    expect(button('Move "Stock nitrite-free staples" down').disabled).toBe(true);
    expect(button('Move "Learn the E numbers" up').disabled).toBe(true);
    expect(button('Move "Learn the E numbers" down').disabled).toBe(true);
  });

  it("moves a tip down by sending its category's ids in the new order, keeping an open draft", async () => {
    let served = TIPS;
    const api = stubSignedIn({
      'GET /api/admin/tips': () => json(served),
      'POST /api/admin/tips/reorder': (call: ApiCall) => {
        const { ids } = call.body as { ids: number[] };
        served = TIPS.map((tip) =>
          ids.includes(tip.id) ? { ...tip, order: ids.indexOf(tip.id) + 1 } : tip,
        );
        return noContent();
      },
    });
    renderConsole();

    const form = await openLabelsTip();
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Learn every E number' } });
    const list = within(screen.getByRole('navigation', { name: 'Tips' }));
    await user.click(list.getByRole('button', { name: 'Move "Start at the fresh counters" down' }));

    const shopping = within(list.getByRole('list', { name: 'Shopping (2)' }));
    await waitFor(() =>
      expect(shopping.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Stock nitrite-free staples',
        'Start at the fresh counters',
      ]),
    );
    expect(api.to('POST', '/api/admin/tips/reorder').map((call) => call.body)).toEqual([
      { category: 'Shopping', ids: [2, 3] },
    ]);
    // Now last, it can only go up: focus stays with it there.
    expect(document.activeElement).toBe(
      list.getByRole('button', { name: 'Move "Start at the fresh counters" up' }),
    );
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('Learn every E number');
    form.getByText('Unsaved changes');
  });

  it('reports a refused reorder', async () => {
    const api = stubSignedIn({
      'POST /api/admin/tips/reorder': fail(409, 'The Shopping tips have changed'),
    });
    const toasts = recordToasts();
    renderConsole();

    const list = await openTipsTab();
    await user.click(
      await list.findByRole('button', { name: 'Move "Stock nitrite-free staples" up' }),
    );

    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ description: 'Failed to reorder tips', variant: 'destructive' }),
      ]),
    );
    // The list is fetched again, since a refusal usually means it was out of date.
    await waitFor(() => expect(api.to('GET', '/api/admin/tips')).toHaveLength(2));
  });
});
