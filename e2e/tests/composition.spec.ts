import { expect, test } from '@playwright/test';

test.describe('federated composition', () => {
  test('/ renders the public_site remote inside the shell and loads nothing of the admin console', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Nitrate-Free November/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Take the Pledge' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');

    // The server writes the remotes file into the page: no request for it before the remote.
    expect(requested).not.toContain('/remotes.json');
    expect(requested.some((p) => p.startsWith('/remotes/public-site/'))).toBe(true);
    expect(requested.filter((p) => p.startsWith('/remotes/admin-console/'))).toEqual([]);
    expect(requested.filter((p) => /antd/i.test(p))).toEqual([]);
  });

  test('/admin mounts the admin_console remote', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
    expect(requested.some((p) => p.startsWith('/remotes/admin-console/'))).toBe(true);
  });

  test('an unknown path gets a real 404 status and the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('visitor routes arrive rendered; /admin gets the client-rendered shell document', async ({
    request,
  }) => {
    for (const [path, status] of [
      ['/', 200],
      ['/about', 200],
      ['/blog/any-slug', 404],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"><div class="app-frame site">');
    }
    const admin = await request.get('/admin');
    expect(admin.status()).toBe(200);
    expect(admin.headers()['cache-control']).toBe('no-cache');
    expect(await admin.text()).toContain('<div id="root"></div>');
  });

  test('hashed chunks are immutable; manifests and entries revalidate', async ({ request }) => {
    const manifest = await request.get('/remotes/public-site/mf-manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const entry = await request.get('/remotes/public-site/remoteEntry.js');
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const shellHtml = await (await request.get('/')).text();
    const chunk = shellHtml.match(/src="(\/static\/js\/[^"]+\.js)"/)?.[1];
    expect(chunk).toBeTruthy();
    const chunkResponse = await request.get(chunk!);
    expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
