import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { RichTextField } from './RichTextField';
import type { MediaPicker } from './media-picker';
import './jsdom-editing.test-support';

/** The field in a form that, like the console's editors, keeps the value and counts reports. */
function renderField(initial: string, options: { mediaPicker?: MediaPicker | undefined } = {}) {
  const changes: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <label htmlFor="body">Content</label>
        <RichTextField
          id="body"
          label="Content"
          value={value}
          mediaPicker={options.mediaPicker}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
        <output data-testid="value">{value}</output>
      </>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Form />
    </QueryClientProvider>,
  );
  return { changes, user: userEvent.setup(), value: () => screen.getByTestId('value').textContent };
}

/** Types a whole value at once: typing it key by key is slow in jsdom with antd. */
function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

const ARTICLE = '<h2>Why</h2><p>Because <a href="/pledge">pledges</a> add up.</p>';

describe('RichTextField', () => {
  // The editor is loaded on first use; loading it cold takes longer than a findBy waits.
  beforeAll(async () => {
    await import('./RichTextEditor');
  });

  it('shows the text, named by its label, without reporting a change', async () => {
    const { changes } = renderField(ARTICLE);
    const area = await screen.findByRole('textbox', { name: 'Content' });
    expect(area.getAttribute('id')).toBe('body');
    expect(within(area).getByRole('heading', { level: 2 }).textContent).toBe('Why');
    expect(within(area).getByRole('link').getAttribute('href')).toBe('/pledge');
    expect(changes).toEqual([]);
  });

  it('reports the text as it was after an edit is undone', async () => {
    // Written differently from how the editor writes it (an extra attribute, spaces).
    const { changes, user } = renderField('<p class="lead">Hello   <b>there</b></p>');
    await screen.findByRole('textbox', { name: 'Content' });
    await user.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(changes.at(-1)).toBe('<h2>Hello <strong>there</strong></h2>');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(changes.at(-1)).toBe('<p class="lead">Hello   <b>there</b></p>');
  });

  it('counts the words and the reading time as the public article does', async () => {
    renderField(`<p>${'word '.repeat(201)}</p>`);
    expect(await screen.findByText('201 words · 2 min read')).toBeVisible();
  });

  it('switches to the HTML, edits it, and shows the edit when switching back', async () => {
    const { changes, user, value } = renderField(ARTICLE);
    await screen.findByRole('textbox', { name: 'Content' });
    await user.click(screen.getByRole('button', { name: 'HTML' }));
    const source = screen.getByLabelText('Content') as HTMLTextAreaElement;
    expect(source.tagName).toBe('TEXTAREA');
    expect(source.value).toBe(ARTICLE);
    expect(screen.getByRole('button', { name: 'HTML' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(source, { target: { value: '<h3>New</h3><ul><li><p>one</p></li></ul>' } });
    await user.click(screen.getByRole('button', { name: 'HTML' }));
    const area = screen.getByRole('textbox', { name: 'Content' });
    expect(within(area).getByRole('heading', { level: 3 }).textContent).toBe('New');
    expect(within(area).getByRole('listitem').textContent).toBe('one');
    // Switching back takes the HTML as typed: nothing is reported for it.
    expect(changes).toEqual(['<h3>New</h3><ul><li><p>one</p></li></ul>']);
    expect(value()).toBe('<h3>New</h3><ul><li><p>one</p></li></ul>');
  });

  it('opens text with markup it cannot keep as HTML, and says why', async () => {
    const { changes } = renderField('<table><tr><td>1</td></tr></table>');
    const source = (await screen.findByLabelText('Content')) as HTMLTextAreaElement;
    expect(source.tagName).toBe('TEXTAREA');
    expect(screen.getByText(/does not keep \(table, tbody, tr, td\)/)).toBeVisible();
    expect(changes).toEqual([]);
  });

  it('refuses an image without alt text, then inserts it with its caption as a figure', async () => {
    const { user, value } = renderField('<p>Before</p>');
    await screen.findByRole('textbox', { name: 'Content' });
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    fill(within(dialog).getByLabelText('Image address'), 'https://example.org/stall.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    const alt = within(dialog).getByLabelText('Alt text');
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(
      await within(dialog).findByText('Describe the image for people who cannot see it.'),
    ).toBeVisible();
    expect(value()).toBe('<p>Before</p>');

    fill(alt, 'Volunteers at a stall');
    fill(within(dialog).getByLabelText('Caption (optional)'), 'Saturday');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(value()).toContain(
      '<figure><img src="https://example.org/stall.jpg" alt="Volunteers at a stall"><figcaption>Saturday</figcaption></figure>',
    );
  });

  it('inserts an image without a caption as a plain image', async () => {
    const { user, value } = renderField('<p>Before</p>');
    await screen.findByRole('textbox', { name: 'Content' });
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    fill(within(dialog).getByLabelText('Image address'), '/images/stall.jpg');
    fill(within(dialog).getByLabelText('Alt text'), 'A stall');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(value()).toContain('<img src="/images/stall.jpg" alt="A stall">');
    expect(value()).not.toContain('figure');
  });

  it('takes an image and its alt text from the media library when one is given', async () => {
    const picker = vi.fn<MediaPicker>(({ open, onPick }) =>
      open ? (
        <button
          type="button"
          onClick={() => onPick({ url: '/uploads/a-960.webp', alt: 'A march' })}
        >
          Pick the march
        </button>
      ) : null,
    );
    const { user, value } = renderField('<p>Before</p>', { mediaPicker: picker });
    await screen.findByRole('textbox', { name: 'Content' });
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose from library' }));
    await user.click(screen.getByRole('button', { name: 'Pick the march' }));
    expect((within(dialog).getByLabelText('Alt text') as HTMLInputElement).value).toBe('A march');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(value()).toContain('<img src="/uploads/a-960.webp" alt="A march">');
  });

  it('links the selected text, refusing addresses the site would remove', async () => {
    const { user, value } = renderField('<p>Sign the pledge</p>');
    const area = await screen.findByRole('textbox', { name: 'Content' });
    area.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByLabelText('Link address');
    fill(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    expect(
      await within(dialog).findByText(/Use an address starting with https:\/\//),
    ).toBeVisible();
    fill(address, '/pledge');
    await user.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    expect(value()).toBe('<p><a href="/pledge">Sign the pledge</a></p>');
  });
});
