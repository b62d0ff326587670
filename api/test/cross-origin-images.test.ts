import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImageSchema } from '@campaign/shared';
import { CookieJar, createUser, signIn, TEST_SESSION_SECRET } from './support/auth';
import { makeImage, uploadForm } from './support/images';
import { startTestApi, type TestApi } from './support/test-api';
import { createWebRoot, type WebRoot } from './support/web-root';

const CORP = 'cross-origin-resource-policy';

/**
 * Mail clients and link previews load a newsletter's or an article's images from another
 * origin: those images (uploads, the built-in article illustrations) say `cross-origin`, and
 * every other response keeps `same-origin`.
 */
describe('images other sites may load', () => {
  let web: WebRoot;
  let api: TestApi;
  let imageSrc: string;

  beforeAll(async () => {
    web = await createWebRoot();
    const articles = path.join(web.dir, 'shell/dist/articles');
    await mkdir(articles, { recursive: true });
    await writeFile(path.join(articles, 'swaps.jpg'), await makeImage('jpeg', 16, 16));
    api = await startTestApi('sqlite', {
      SERVE_WEB: 'true',
      WEB_ROOT: web.dir,
      SESSION_SECRET: TEST_SESSION_SECRET,
    });
    const jar = new CookieJar();
    const editor = await createUser(api, { role: 'editor' });
    expect((await signIn(api, editor.email, undefined, jar)).response.status).toBe(303);
    const response = await api.request('/api/admin/uploads', {
      method: 'POST',
      headers: { Cookie: jar.header() },
      body: uploadForm(await makeImage('png', 500, 300), { alt: 'A chart', type: 'image/png' }),
    });
    expect(response.status).toBe(201);
    imageSrc = uploadedImageSchema.parse(await response.json()).src;
  });
  afterAll(async () => {
    await api?.close();
    await web?.remove();
  });

  it('serves uploaded images and article illustrations with cross-origin', async () => {
    for (const [file, type] of [
      [imageSrc, 'image/webp'],
      ['/articles/swaps.jpg', 'image/jpeg'],
    ] as const) {
      const response = await api.request(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe(type);
      expect(response.headers.get(CORP), file).toBe('cross-origin');
      // The rest of the security headers stay.
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
    }
  });

  it('keeps same-origin on pages, scripts, the API and a path merely like an image', async () => {
    for (const file of [
      '/',
      '/about',
      '/theme-init.js',
      '/static/js/main.0123456789.js',
      '/remotes.json',
      '/api/health',
      '/api/blog',
      '/api/admin/uploads',
      '/ARTICLES/swaps.jpg',
      '/blog/articles/swaps.jpg',
      `/api${imageSrc}`,
    ]) {
      const response = await api.request(file);
      expect(response.headers.get(CORP), file).toBe('same-origin');
    }
  });
});
