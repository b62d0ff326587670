import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFolderStorage, uploadsDirFor } from './storage';

describe('localFolderStorage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'campaign-storage-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores a file once, readable by name with its size and type, leaving no temporary files', async () => {
    const storage = localFolderStorage(path.join(dir, 'uploads'));
    await storage.put('abc-480.webp', Buffer.from('first'), 'image/webp');
    // Names are content hashes: a second write of a name keeps what is there.
    await storage.put('abc-480.webp', Buffer.from('second'), 'image/webp');
    const file = await storage.get('abc-480.webp');
    expect(file).toMatchObject({ size: 5, contentType: 'image/webp' });
    expect(await text(file!.body)).toBe('first');
    expect(await readdir(path.join(dir, 'uploads'))).toEqual(['abc-480.webp']);
    expect((await stat(path.join(dir, 'uploads', 'abc-480.webp'))).mode & 0o777).toBe(0o644);
  });

  it('two writers of one name at once both succeed with one whole file', async () => {
    const storage = localFolderStorage(dir);
    const data = Buffer.alloc(256 * 1024, 1);
    await Promise.all([1, 2, 3].map(() => storage.put('same-960.webp', data, 'image/webp')));
    expect(await readFile(path.join(dir, 'same-960.webp'))).toEqual(data);
    expect(await readdir(dir)).toEqual(['same-960.webp']);
  });

  it('answers null for a missing file, and never reads or writes outside its folder', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'secret');
    const storage = localFolderStorage(path.join(dir, 'uploads'));
    expect(await storage.get('nothing-480.webp')).toBeNull();
    for (const name of ['../secret.txt', '..', '.hidden.webp', 'a/b.webp', 'a\\b.webp', '']) {
      expect(await storage.get(name), name).toBeNull();
      await expect(storage.put(name, Buffer.from('x'), 'image/webp'), name).rejects.toThrow(
        /not a storable file name/,
      );
    }
    expect(await readFile(path.join(dir, 'secret.txt'), 'utf8')).toBe('secret');
  });
});

describe('localFolderStorage.delete', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'campaign-storage-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('removes a stored file, accepts a missing one, and refuses names outside its folder', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'secret');
    const storage = localFolderStorage(path.join(dir, 'uploads'));
    await storage.put('abc-480.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('abc-480.webp');
    expect(await storage.get('abc-480.webp')).toBeNull();
    await expect(storage.delete('abc-480.webp')).resolves.toBeUndefined();
    for (const name of ['../secret.txt', '..', 'a/b.webp', '']) {
      await expect(storage.delete(name), name).rejects.toThrow(/not a storable file name/);
    }
    expect(await readFile(path.join(dir, 'secret.txt'), 'utf8')).toBe('secret');
  });
});

describe('uploadsDirFor', () => {
  it('is UPLOADS_DIR when set, else uploads/ beside the SQLite file, else ./data/uploads', () => {
    expect(uploadsDirFor({ UPLOADS_DIR: '/srv/uploads', DATABASE_URL: 'sqlite:./x.db' })).toBe(
      '/srv/uploads',
    );
    expect(
      uploadsDirFor({ UPLOADS_DIR: undefined, DATABASE_URL: 'sqlite:./data/campaign.db' }),
    ).toBe(path.resolve('data', 'uploads'));
    expect(
      uploadsDirFor({ UPLOADS_DIR: undefined, DATABASE_URL: 'sqlite:///var/lib/site/db.sqlite' }),
    ).toBe('/var/lib/site/uploads');
    expect(
      uploadsDirFor({ UPLOADS_DIR: undefined, DATABASE_URL: 'mysql://root@db:3306/campaign' }),
    ).toBe(path.resolve('data', 'uploads'));
  });
});
