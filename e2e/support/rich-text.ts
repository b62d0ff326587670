import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The HTML text area of the rich-text field labelled `label` (an article's content, a
 * newsletter's body, a legal page's text), switched to its HTML view first: for specs about the
 * HTML that is saved rather than about the visual editor.
 */
export async function htmlView(scope: Page | Locator, label: string): Promise<Locator> {
  const field = scope.getByLabel(label, { exact: true });
  await expect(field).toBeVisible();
  if ((await field.evaluate((element) => element.tagName)) !== 'TEXTAREA') {
    await scope
      .getByRole('toolbar', { name: 'Formatting' })
      .getByRole('button', { name: 'HTML' })
      .click();
    await expect(field).toHaveJSProperty('tagName', 'TEXTAREA');
  }
  return field;
}
