import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadedImageSchema, type UploadedImage } from '@campaign/shared';
import { CookieJar, createUser, requestWith, signIn, TEST_SESSION_SECRET } from './support/auth';
import { failActivityEntries } from './support/console-access';
import { makeImage, uploadForm } from './support/images';
import { rawRequest } from './support/raw-http';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const UPLOADS = '/api/admin/uploads';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

describe.each(TEST_DIALECTS)('image uploads on %s', (dialect) => {
  let api: TestApi;
  const jars = { admin: new CookieJar(), editor: new CookieJar() };

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    for (const role of ['admin', 'editor'] as const) {
      const user = await createUser(api, { role });
      expect((await signIn(api, user.email, undefined, jars[role])).response.status).toBe(303);
    }
  });
  afterAll(() => api?.close());

  const upload = (form: FormData, who: keyof typeof jars = 'editor') =>
    api.request(UPLOADS, { method: 'POST', headers: { Cookie: jars[who].header() }, body: form });

  /** Rows, activity entries and stored files: what a refused upload must leave unchanged. */
  const stored = async () => ({
    uploads: await api.models.Upload.query().resultSize(),
    entries: await api.models.ActivityEntry.query().where('entity', 'image').resultSize(),
    files: (await readdir(api.uploadsDir).catch(() => [])).sort(),
  });

  describe.each([
    {
      format: 'jpeg',
      name: 'photo.jpg',
      type: 'image/jpeg',
      size: [2000, 1000],
      widths: [480, 960, 1440],
    },
    { format: 'png', name: 'chart.png', type: 'image/png', size: [300, 200], widths: [300] },
    {
      format: 'webp',
      name: 'card.webp',
      type: 'image/webp',
      size: [1200, 630],
      widths: [480, 960, 1200],
    },
  ] as const)('a $format image', ({ format, name, type, size: [width, height], widths }) => {
    let image: UploadedImage;

    it('is stored as WebP at each width up to its own, and answered with srcset and size', async () => {
      const alt = `A green ${format} rectangle`;
      const response = await upload(
        uploadForm(await makeImage(format, width, height), { name, type, alt }),
      );
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      image = uploadedImageSchema.parse(await response.json());
      const top = widths.at(-1)!;
      expect(image).toMatchObject({ alt, width: top, height: Math.round((height * top) / width) });
      expect(image.src).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}-${top}\\.webp$`));
      const hash = /\/uploads\/([0-9a-f]{32})-/.exec(image.src)![1];
      expect(image.srcset).toBe(widths.map((w) => `/uploads/${hash}-${w}.webp ${w}w`).join(', '));

      const row = await api.models.Upload.query().findById(image.id);
      expect(row).toMatchObject({ hash, alt, widths, sourceType: format });
      const entry = await api.models.ActivityEntry.query()
        .where({ entity: 'image', entityId: String(image.id) })
        .first();
      expect(entry).toMatchObject({ action: 'create' });
      expect(entry?.summary).toContain(alt);
    });

    it('is served under /uploads/ as immutable WebP, each variant at its width', async () => {
      for (const candidate of image.srcset.split(', ')) {
        const [src, descriptor] = candidate.split(' ');
        const response = await api.request(src!);
        expect(response.status, src).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(`${meta.width}w`).toBe(descriptor);
        // No camera, place or other metadata travels with the picture.
        expect(meta.exif).toBeUndefined();
      }
      const head = await api.request(image.src, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('cache-control')).toBe(IMMUTABLE);
    });
  });

  it('judges a file by its bytes: a PNG named .jpg and declared a JPEG is stored as a PNG', async () => {
    const response = await upload(
      uploadForm(await makeImage('png', 640, 480), {
        name: 'renamed.jpg',
        type: 'image/jpeg',
        alt: 'A PNG in disguise',
      }),
    );
    expect(response.status).toBe(201);
    const { id } = uploadedImageSchema.parse(await response.json());
    expect((await api.models.Upload.query().findById(id))?.sourceType).toBe('png');
  });

  it('refuses what is not a JPEG, PNG or WebP image with 415, whatever its name, storing nothing', async () => {
    const before = await stored();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const [bytes, name, type] of [
      [Buffer.from('Just some text, not a picture.\n'), 'notes.png', 'image/png'],
      [Buffer.from(svg), 'logo.svg', 'image/svg+xml'],
      [Buffer.from(svg), 'logo.png', 'image/png'],
      [
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
        'a.gif',
        'image/gif',
      ],
      [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'paper.jpg', 'image/jpeg'],
    ] as const) {
      const response = await upload(uploadForm(bytes, { name, type, alt: 'Something' }));
      expect(response.status, name).toBe(415);
      expect(await response.json()).toEqual({
        message: 'Only JPEG, PNG and WebP images can be uploaded',
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses an image it cannot decode with 400 under the file field', async () => {
    const before = await stored();
    const jpeg = await makeImage('jpeg', 200, 100);
    const broken = Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(400, 0x41)]);
    const response = await upload(uploadForm(broken, { alt: 'Broken' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Invalid input',
      issues: [{ path: 'file', message: 'The image could not be read' }],
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 8 MB with 413 and a clear message, storing nothing', async () => {
    const before = await stored();
    const png = await makeImage('png', 100, 100);
    const huge = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 1 - png.length)]);
    const response = await upload(
      uploadForm(huge, { name: 'big.png', type: 'image/png', alt: 'Big' }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The image must be at most 8 MB' });
    expect(await stored()).toEqual(before);
  });

  it('stops reading at once when Content-Length announces too much', async () => {
    const port = Number(new URL(api.baseUrl).port);
    const response = await rawRequest(port, {
      method: 'POST',
      path: UPLOADS,
      headers: {
        Cookie: jars.editor.header(),
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(64 * 1024 * 1024),
      },
      body: '--x\r\n',
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({ message: 'The image must be at most 8 MB' });
  });

  it('requires alt text and a file, naming each missing field', async () => {
    const before = await stored();
    const jpeg = await makeImage('jpeg', 100, 100);
    const cases: [FormData, ErrorBody['issues']][] = [
      [uploadForm(jpeg, {}), [{ path: 'alt', message: 'Alt text is required' }]],
      [uploadForm(jpeg, { alt: '   ' }), [{ path: 'alt', message: 'Alt text is required' }]],
      [
        uploadForm(jpeg, { alt: 'x'.repeat(301) }),
        [{ path: 'alt', message: 'Alt text must be at most 300 characters' }],
      ],
      [
        uploadForm(jpeg, { alt: 'Line\u0000break' }),
        [{ path: 'alt', message: 'Alt text contains characters that are not allowed' }],
      ],
      [
        (() => {
          const form = new FormData();
          form.append('alt', 'No file here');
          return form;
        })(),
        [{ path: 'file', message: 'Choose an image to upload' }],
      ],
      [
        uploadForm(new Uint8Array(), { alt: 'Empty file' }),
        [{ path: 'file', message: 'Choose an image to upload' }],
      ],
    ];
    for (const [form, issues] of cases) {
      const response = await upload(form);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Invalid input', issues });
    }
    expect(await stored()).toEqual(before);
  });

  it('takes one file only, and only multipart bodies', async () => {
    const jpeg = await makeImage('jpeg', 100, 100);
    const two = uploadForm(jpeg, { alt: 'Two files' });
    two.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'second.jpg');
    expect((await upload(two)).status).toBe(400);

    const json = await requestWith(api, jars.editor, UPLOADS, {
      method: 'POST',
      json: { alt: 'x', file: 'data:image/png;base64,AAAA' },
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ message: 'Content-Type must be multipart/form-data' });
  });

  it('stores the upload and its activity entry together, or neither', async () => {
    const before = await api.models.Upload.query().resultSize();
    const undo = await failActivityEntries(api.db, 'create');
    try {
      const response = await upload(
        uploadForm(await makeImage('jpeg', 120, 80), { alt: 'Never recorded' }),
      );
      expect(response.status).toBe(500);
    } finally {
      await undo();
    }
    expect(await api.models.Upload.query().resultSize()).toBe(before);
  });

  it('answers 404 for any other name under /uploads/', async () => {
    const [existing] = await readdir(api.uploadsDir);
    expect(existing).toBeTruthy();
    for (const path of [
      '/uploads/' + 'a'.repeat(32) + '-480.webp',
      '/uploads/' + existing!.toUpperCase(),
      '/uploads/' + existing!.replace('.webp', '.png'),
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/',
      '/uploads',
    ]) {
      expect((await api.request(path)).status, path).toBe(404);
    }
  });

  describe('in articles', () => {
    it('an article with an uploaded image gives it to visitors with every variant and its alt text', async () => {
      const response = await upload(
        uploadForm(await makeImage('jpeg', 1600, 900), { alt: 'Fresh vegetables on a board' }),
      );
      const image = uploadedImageSchema.parse(await response.json());
      const slug = (
        (await api.db('blog_posts').orderBy('published_date', 'desc').first('slug')) as {
          slug: string;
        }
      ).slug;

      const saved = await requestWith(api, jars.editor, `/api/admin/blog/${slug}`, {
        method: 'PUT',
        json: { imageId: image.id },
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ imageId: image.id, imageUrl: null, image });

      const article = (await (await api.request(`/api/blog/${slug}`)).json()) as Record<
        string,
        unknown
      >;
      expect(article).toMatchObject({ image, imageUrl: image.src });
      const list = (await (await api.request('/api/blog')).json()) as Record<string, unknown>[];
      expect(list.find((post) => post.slug === slug)).toMatchObject({ image, imageUrl: image.src });

      // An image URL instead drops the uploaded image; removing both leaves none.
      const byUrl = await requestWith(api, jars.editor, `/api/admin/blog/${slug}`, {
        method: 'PUT',
        json: { imageUrl: '/articles/x.jpg' },
      });
      expect(await byUrl.json()).toMatchObject({
        imageId: null,
        imageUrl: '/articles/x.jpg',
        image: null,
      });
      const none = await requestWith(api, jars.editor, `/api/admin/blog/${slug}`, {
        method: 'PUT',
        json: { imageUrl: null, imageId: null },
      });
      expect(await none.json()).toMatchObject({ imageId: null, imageUrl: null, image: null });
    });

    it('refuses an image id nobody uploaded', async () => {
      const slug = ((await api.db('blog_posts').first('slug')) as { slug: string }).slug;
      const response = await requestWith(api, jars.editor, `/api/admin/blog/${slug}`, {
        method: 'PUT',
        json: { imageId: 999_999 },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Invalid input',
        issues: [{ path: 'imageId', message: 'Image not found' }],
      });
    });
  });
});
