import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

/**
 * Behind nginx (SERVE_WEB=false, WEB_RELEASES_DIR): the API answers pages from the live releases
 * of the folder and leaves every file to nginx. The stand-in releases have no server builds, so
 * pages come as the client-rendered document; the rendered ones are covered by the topology
 * suite (e2e/topology/server-render.spec.ts).
 */
describe('pages from an environment’s release folder', () => {
  let api: TestApi;
  let envDir: string;

  const writeRemotes = (version: string, mtime: number) => {
    const file = path.join(envDir, 'remotes.json');
    writeFileSync(
      file,
      JSON.stringify({
        public_site: { entry: `/remotes/public-site/${version}/mf-manifest.json`, version },
        admin_console: { entry: '/remotes/admin-console/a1/mf-manifest.json', version: 'a1' },
      }),
    );
    utimesSync(file, new Date(mtime), new Date(mtime));
  };

  beforeAll(async () => {
    envDir = mkdtempSync(path.join(tmpdir(), 'campaign-releases-'));
    const shell = path.join(envDir, 'shell', 's1');
    mkdirSync(shell, { recursive: true });
    writeFileSync(
      path.join(shell, 'index.html'),
      '<!doctype html><html><head><meta name="application-name" content="x" /><title>x</title>' +
        '</head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(shell, 'theme-init.js'), '/* theme */');
    symlinkSync('s1', path.join(envDir, 'shell', 'current'));
    writeRemotes('p1', 1_000_000);
    api = await startTestApi('sqlite', { SERVE_WEB: 'false', WEB_RELEASES_DIR: envDir });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(envDir, { recursive: true, force: true });
  });

  it('answers pages with the live remotes written in, and follows a release without a restart', async () => {
    const page = await api.request('/about');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('/remotes/public-site/p1/mf-manifest.json');
    expect((await api.request('/no-such-page')).status).toBe(404);

    writeRemotes('p2', 2_000_000);
    expect(await (await api.request('/about')).text()).toContain(
      '/remotes/public-site/p2/mf-manifest.json',
    );
  });

  it('serves no files: nginx does', async () => {
    for (const url of ['/theme-init.js', '/remotes.json', '/index.html', '/static/js/x.js']) {
      expect((await api.request(url)).status, url).toBe(404);
    }
  });

  it('takes the visitor forms posted to the pages', async () => {
    const response = await api.request('/', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        form: 'newsletter',
        email: 'behind-nginx@example.org',
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(
      await api.models.NewsletterSubscription.query().findOne({
        email: 'behind-nginx@example.org',
      }),
    ).toBeDefined();
  });
});
