import { expect, test } from '@playwright/test';
import { discardDraft, expectNoOverflow, signIn, violations } from '../support/console';

/**
 * The admin made at start-up has no name: the console asks for one above every area (new
 * articles take their author from it) without standing in the way. Saving it is covered by the
 * console's unit tests and the API tests; here the run's one admin stays nameless, as the other
 * specs expect.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`a nameless account is asked for its name, ${theme} @phone`, async ({ page }, testInfo) => {
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    await signIn(page);
    // No earlier test's unsaved new article to bring back.
    await discardDraft(page, 'blog', 'new article');
    await page.reload();

    const notice = page.getByRole('alert').filter({ hasText: 'Your account has no name yet' });
    await expect(notice).toBeVisible();
    // Not in the way: the area works under it.
    await page.getByRole('button', { name: 'New article' }).click();
    const editor = page.getByRole('form', { name: 'New article' });
    await expect(editor.getByLabel('Author')).toHaveValue('');
    await editor.getByRole('button', { name: 'Cancel' }).click();

    await notice.getByRole('button', { name: 'Add your name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your name' });
    await expect(dialog.getByLabel('First name')).toBeFocused();
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(
      dialog.getByText(/^First name (is required|must be at least 2 characters)/),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await expectNoOverflow(page, 'the name dialog');
    await page.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-${theme}-your-name.png`),
    });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice).toBeVisible();
  });
}
