import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mediaLibrarySchema,
  mediaItemSchema,
  uploadedImageSchema,
  uploadInUseSchema,
  type UploadedImage,
} from '@campaign/shared';
import {
  CROSS_SITE,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { makeImage, uploadForm } from './support/images';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { CookieJar, createUser, signIn, TEST_SESSION_SECRET } from './support/auth';

vi.setConfig({ testTimeout: 60_000 });

const UPLOADS = '/api/admin/uploads';

describe.each(TEST_DIALECTS)('the media library on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  const uploader = new CookieJar();

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
    const una = await createUser(api, { role: 'editor', firstName: 'Una' });
    expect((await signIn(api, una.email, undefined, uploader)).response.status).toBe(303);
  });
  afterAll(() => api?.close());

  const upload = async (alt: string, name = 'beetroot.png', size = 600): Promise<UploadedImage> => {
    const response = await api.request(UPLOADS, {
      method: 'POST',
      headers: { Cookie: uploader.header() },
      body: uploadForm(await makeImage('png', size, size / 2), { name, type: 'image/png', alt }),
    });
    expect(response.status).toBe(201);
    return uploadedImageSchema.parse(await response.json());
  };
  const library = async () => {
    const response = await users.as('editor', UPLOADS);
    expect(response.status).toBe(200);
    return mediaLibrarySchema.parse(await response.json());
  };
  const itemOf = async (id: number) => (await library()).items.find((item) => item.id === id);
  const firstArticle = async () => (await api.models.BlogPost.query().orderBy('id').first())!;
  const filesOf = async (image: UploadedImage) => {
    const hash = /\/uploads\/([0-9a-f]{32})-/.exec(image.src)![1]!;
    return (await readdir(api.uploadsDir)).filter((file) => file.startsWith(hash));
  };

  it('lists uploads newest first with thumbnail, file name, size, uploader and no usage yet', async () => {
    const older = await upload('An older picture', 'C:\\photos\\older.png');
    const newer = await upload('A newer picture', 'newer.png', 1200);
    const { items, total } = await library();
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const item = items.find((candidate) => candidate.id === newer.id)!;
    expect(item).toMatchObject({
      alt: 'A newer picture',
      fileName: 'newer.png',
      width: 1200,
      height: 600,
      sourceType: 'png',
      createdBy: expect.stringContaining('Una'),
      usedIn: [],
    });
    expect(item.thumbnail).toMatch(/^\/uploads\/[0-9a-f]{32}-480\.webp$/);
    expect(item.bytes).toBeGreaterThan(0);
    expect(items.find((candidate) => candidate.id === older.id)?.fileName).toBe('older.png');
  });

  it('names every place an image is shown: article image and text, newsletter, page, settings', async () => {
    const image = await upload('Beetroot on a board');
    const article = await firstArticle();
    const put = await users.as('editor', `/api/admin/blog/${article.slug}`, {
      method: 'PUT',
      json: { imageId: image.id },
    });
    expect(put.status).toBe(200);
    const other = (await api.models.BlogPost.query().orderBy('id').offset(1).first())!;
    await api.models.BlogPost.query()
      .findById(other.id)
      .patch({ content: `<p>See</p><img src="${image.src}" alt="x">` });
    const newsletter = await users.as('admin', '/api/admin/newsletters', {
      method: 'POST',
      json: {
        subject: 'Beetroot week',
        html: `<p>Hi</p><img src="https://campaign.example${image.src}" alt="Beetroot">`,
      },
    });
    expect(newsletter.status).toBe(201);
    const { id: newsletterId } = (await newsletter.json()) as { id: number };
    await api
      .db('page_content')
      .insert({
        page_key: 'about',
        locale: 'en',
        content: JSON.stringify({ team: [{ name: 'Sam', photo: image.src }] }),
      })
      .onConflict(['page_key', 'locale'])
      .merge();

    const item = await itemOf(image.id);
    expect(item?.usedIn).toEqual(
      expect.arrayContaining([
        { kind: 'article', id: article.slug, title: article.title, field: 'featured image' },
        { kind: 'article', id: other.slug, title: other.title, field: 'text' },
        { kind: 'newsletter', id: String(newsletterId), title: 'Beetroot week', field: 'body' },
        { kind: 'page', id: 'about', title: 'About page', field: 'text' },
      ]),
    );
    expect(item?.usedIn).toHaveLength(4);
    await api.db('page_content').where({ page_key: 'about' }).delete();
    await api.db('newsletter_editions').where({ id: newsletterId }).delete();
    await api.models.BlogPost.query().findById(other.id).patch({ content: other.content });
    await api.models.BlogPost.query().findById(article.id).patch({ imageId: null });
  });

  it('changes alt text with the shared schema, naming the field when it is wrong', async () => {
    const image = await upload('Before');
    const path = `${UPLOADS}/${image.id}`;
    const response = await users.as('editor', path, {
      method: 'PATCH',
      json: { alt: '  After  ' },
    });
    expect(response.status).toBe(200);
    expect(mediaItemSchema.parse(await response.json()).alt).toBe('After');
    expect((await api.models.Upload.query().findById(image.id))?.alt).toBe('After');
    for (const [json, message] of [
      [{ alt: '' }, 'Alt text is required'],
      [{ alt: 'x'.repeat(301) }, 'Alt text must be at most 300 characters'],
      [{ alt: 'bad\u0000' }, 'Alt text contains characters that are not allowed'],
      [{}, 'Alt text is required'],
      [{ alt: 7 }, 'Alt text must be text'],
    ] as const) {
      const refused = await users.as('editor', path, { method: 'PATCH', json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(await refused.json()).toEqual({
        message: 'Invalid input',
        issues: [{ path: 'alt', message }],
      });
    }
    const notJson = await users.as('editor', path, { method: 'PATCH', json: ['alt'] });
    expect(notJson.status).toBe(400);
    expect((await api.models.Upload.query().findById(image.id))?.alt).toBe('After');
    const missing = await users.as('editor', `${UPLOADS}/999999`, {
      method: 'PATCH',
      json: { alt: 'x' },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses to delete an image in use with 409 and the places, then deletes it and its files', async () => {
    const image = await upload('Radishes', 'radishes.png', 1600);
    expect(await filesOf(image)).toHaveLength(3);
    const article = await firstArticle();
    await users.as('editor', `/api/admin/blog/${article.slug}`, {
      method: 'PUT',
      json: { imageId: image.id },
    });

    const refused = await users.as('editor', `${UPLOADS}/${image.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(uploadInUseSchema.parse(await refused.json()).usedIn).toEqual([
      { kind: 'article', id: article.slug, title: article.title, field: 'featured image' },
    ]);
    expect(await api.models.Upload.query().findById(image.id)).toBeDefined();
    expect(await filesOf(image)).toHaveLength(3);
    expect((await api.request(image.src)).status).toBe(200);

    // The article stops using it.
    const cleared = await users.as('editor', `/api/admin/blog/${article.slug}`, {
      method: 'PUT',
      json: { imageId: null },
    });
    expect(cleared.status).toBe(200);
    const deleted = await users.as('editor', `${UPLOADS}/${image.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await api.models.Upload.query().findById(image.id)).toBeUndefined();
    expect(await filesOf(image)).toEqual([]);
    expect((await api.request(image.src)).status).toBe(404);
    const entry = await api.models.ActivityEntry.query()
      .where({ entity: 'image', entityId: String(image.id), action: 'delete' })
      .first();
    expect(entry?.summary).toContain('Radishes');
    expect((await users.as('editor', `${UPLOADS}/${image.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('keeps the files while another upload of the same picture still names them', async () => {
    const first = await upload('Same picture', 'same.png', 900);
    const second = await upload('Same picture again', 'same-again.png', 900);
    expect(second.src).toBe(first.src);
    expect((await users.as('editor', `${UPLOADS}/${first.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await filesOf(second)).toHaveLength(2);
    expect((await users.as('editor', `${UPLOADS}/${second.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await filesOf(second)).toEqual([]);
  });

  it('serves uploads with Cross-Origin-Resource-Policy: cross-origin, and nothing else', async () => {
    const image = await upload('Loadable from mail clients');
    const served = await api.request(image.src);
    expect(served.status).toBe(200);
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    for (const path of ['/api/health', '/api/blog', UPLOADS, '/api/nothing-here']) {
      const response = path === UPLOADS ? await users.as('editor', path) : await api.request(path);
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });

  describe('attack classes', () => {
    const tables = async () => ({
      uploads: await api.db('uploads').select('id', 'alt').orderBy('id'),
      entries: await api.db('activity_log').count({ n: '*' }).first(),
    });

    it('answers 401 signed out and 403 to a member on every library route, changing nothing', async () => {
      const image = await upload('Guarded');
      const before = await tables();
      for (const [method, path, json] of [
        ['GET', UPLOADS, undefined],
        ['PATCH', `${UPLOADS}/${image.id}`, { alt: 'Changed' }],
        ['DELETE', `${UPLOADS}/${image.id}`, undefined],
      ] as const) {
        for (const [who, status] of [
          ['anonymous', 401],
          ['member', 403],
        ] as const) {
          const response = await users.as(who, path, { method, json });
          expect(response.status, `${who} ${method} ${path}`).toBe(status);
        }
      }
      expect(await tables()).toEqual(before);
    });

    it('refuses cross-site writes and every other spelling of the paths', async () => {
      const image = await upload('Spelled');
      const before = await tables();
      const path = `${UPLOADS}/${image.id}`;
      for (const headers of CROSS_SITE) {
        for (const [method, json] of [
          ['PATCH', { alt: 'From elsewhere' }],
          ['DELETE', undefined],
        ] as const) {
          const response = await users.as('admin', path, { method, json, headers });
          expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
      for (const spelling of [...otherSpellings(path), `${path}%2F`, `${UPLOADS}/0${image.id}`]) {
        for (const [method, json] of [
          ['PATCH', { alt: 'Respelled' }],
          ['DELETE', undefined],
        ] as const) {
          const response = await users.as('admin', spelling, { method, json });
          expect(response.status, `${method} ${spelling}`).toBeGreaterThanOrEqual(400);
          expect(response.status, `${method} ${spelling}`).toBeLessThan(500);
        }
      }
      for (const spelling of otherSpellings(UPLOADS)) {
        const response = await users.as('admin', spelling);
        expect(response.status, `GET ${spelling}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `GET ${spelling}`).toBeLessThan(500);
      }
      expect(await tables()).toEqual(before);
    });

    it('refuses ids that are not decimal row ids with 404', async () => {
      for (const id of ['abc', '1e3', '0x1', '-1', '1.5']) {
        const response = await users.as('editor', `${UPLOADS}/${id}`, { method: 'DELETE' });
        expect(response.status, id).toBe(404);
      }
    });
  });
});
