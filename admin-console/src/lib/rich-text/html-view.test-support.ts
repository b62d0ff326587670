import { fireEvent, screen, within } from '@testing-library/react';
import './jsdom-editing.test-support';

/**
 * The HTML text area of the rich-text field labelled `label`, switching the field to its HTML
 * view first: for tests about the HTML that is saved rather than about the visual editor.
 */
export async function htmlViewOf(label: string): Promise<HTMLTextAreaElement> {
  // The editor loads on first use; cold, that takes longer than a findBy waits by default.
  const field = await screen.findByRole('textbox', { name: label }, { timeout: 10_000 });
  if (field instanceof HTMLTextAreaElement) return field;
  const editor = field.closest<HTMLElement>('[data-rich-text]')!;
  fireEvent.click(within(editor).getByRole('button', { name: 'HTML' }));
  return screen.getByRole('textbox', { name: label }) as HTMLTextAreaElement;
}
