import { expect, test, type Page } from '@playwright/test';
import { signIn, stamp } from '../support/console';

/**
 * The structured page editors end to end, against the real API: one edit per text page, saved
 * in the console and then found in the HTML the server renders for the public page; and the
 * preview, which shows a draft in the real page before anything is saved. Desktop and phone,
 * light and dark. Every page is put back afterwards: the server's database is shared by every
 * spec of the run.
 */

interface PageEdit {
  key: string;
  name: string;
  path: string;
  /** The field edited, by its label in the page's editor. */
  label: string;
}

const EDITS: readonly PageEdit[] = [
  { key: 'homepage', name: 'Homepage', path: '/', label: 'Hero headline' },
  { key: 'about', name: 'About page', path: '/about', label: 'Mission title' },
  { key: 'values', name: 'Values page', path: '/values', label: 'Hero title' },
  { key: 'impact', name: 'Impact page', path: '/impact', label: 'Banner title' },
  { key: 'pledge', name: 'Pledge page', path: '/pledge', label: 'Pledge label' },
  { key: 'contact', name: 'Contact page', path: '/contact', label: 'Form title' },
];

type StoredPages = Record<string, unknown>;

async function storedPages(page: Page): Promise<StoredPages> {
  const answer = await page.request.get('/api/admin/content/pages');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as StoredPages;
}

async function restore(page: Page, pages: StoredPages) {
  for (const { key } of EDITS) {
    const answer = await page.request.put(`/api/admin/content/pages/${key}`, { data: pages[key] });
    expect(answer.ok(), `restoring ${key}`).toBe(true);
  }
}

async function openEditor(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Page Content' }).click();
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  const form = page.getByRole('form', { name });
  await expect(form).toBeVisible();
  return form;
}

test.describe('page editors (real API)', () => {
  test.describe.configure({ mode: 'serial' });

  for (const theme of ['light', 'dark'] as const) {
    test(`each page editor saves an edit the server-rendered page shows (${theme}) @phone`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await signIn(page);
      const originals = await storedPages(page);
      try {
        for (const edit of EDITS) {
          const form = await openEditor(page, edit.name);
          const text = `${edit.name} edited ${stamp()}`;
          await form.getByLabel(edit.label, { exact: true }).fill(text);
          await expect(form.getByText('Unsaved changes')).toBeVisible();
          await form.getByRole('button', { name: 'Save Changes' }).click();
          await expect(
            page.getByText(`${edit.name} content updated successfully`).first(),
          ).toBeVisible();
          await expect(form.getByText('Unsaved changes')).toHaveCount(0);

          const html = await (await page.request.get(edit.path)).text();
          expect(html, `${edit.path} as the server renders it`).toContain(text);
        }
      } finally {
        await restore(page, originals);
      }
    });
  }

  test('the preview shows a draft in the real page before it is saved, and saves nothing @phone', async ({
    page,
  }) => {
    await signIn(page);
    const before = await storedPages(page);
    const form = await openEditor(page, 'Values page');
    const draft = `A draft ${stamp()}`;
    await form.getByLabel('Hero title', { exact: true }).fill(draft);

    const preview = page.getByRole('region', { name: 'Preview' });
    const desktop = page.frameLocator('iframe[title="Preview of the page at desktop width"]');
    await expect(desktop.getByRole('heading', { level: 1 })).toHaveText(draft);
    await preview.getByText('Phone', { exact: true }).click();
    const phone = page.frameLocator('iframe[title="Preview of the page at phone width"]');
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(draft);

    // Nothing was written: the stored page and the public page are as they were.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    expect(await storedPages(page)).toEqual(before);
    expect(await (await page.request.get('/values')).text()).not.toContain(draft);
  });
});
