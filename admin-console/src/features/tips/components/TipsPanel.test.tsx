import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClientDefaults } from '@campaign/shared/client';
import { TIPS } from '../../../test/fixtures';
import { fail, recordToasts, renderConsole, stubSignedIn, setupUser } from '../../../test/harness';

const user = setupUser();

const labelsTip = TIPS[3]!;

async function openTipsTab() {
  await user.click(await screen.findByRole('tab', { name: 'Tips' }));
  return within(await screen.findByRole('navigation', { name: 'Tips' }));
}

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
    expect(shopping.getAllByRole('button').map((button) => button.textContent)).toEqual([
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
});
