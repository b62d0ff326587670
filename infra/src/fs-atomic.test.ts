import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyDirAtomic, listFiles, swapSymlink, writeFileAtomic } from './fs-atomic';
import { tempDir } from './test-helpers';

describe('swapSymlink', () => {
  it('replaces a link so that a reader always finds the old or the new target, never nothing', async () => {
    const dir = await tempDir();
    for (const name of ['a', 'b']) {
      await fs.mkdir(path.join(dir, name));
      await fs.writeFile(path.join(dir, name, 'index.html'), name);
    }
    const link = path.join(dir, 'current');
    await swapSymlink(link, 'a');

    let swapping = true;
    const seen = new Set<string>();
    const reader = (async () => {
      while (swapping) {
        // What a web server does: open a file through the link.
        seen.add(await fs.readFile(path.join(link, 'index.html'), 'utf8'));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let i = 0; i < 300; i += 1) await swapSymlink(link, i % 2 === 0 ? 'b' : 'a');
    swapping = false;
    await reader; // throws if a read ever failed

    expect(await fs.readlink(link)).toBe('a');
    expect([...seen].every((v) => v === 'a' || v === 'b')).toBe(true);
    // No temporary links are left behind.
    expect((await fs.readdir(dir)).sort()).toEqual(['a', 'b', 'current']);
  });
});

describe('writeFileAtomic', () => {
  it('never exposes a half-written file', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'remotes.json');
    const big = (n: number) => JSON.stringify({ n, pad: 'x'.repeat(200_000) });
    await writeFileAtomic(file, big(0));

    let writing = true;
    const reader = (async () => {
      while (writing) {
        JSON.parse(await fs.readFile(file, 'utf8')); // throws on a partial file
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let i = 1; i <= 50; i += 1) await writeFileAtomic(file, big(i));
    writing = false;
    await reader;

    expect((JSON.parse(await fs.readFile(file, 'utf8')) as { n: number }).n).toBe(50);
    expect(await fs.readdir(dir)).toEqual(['remotes.json']);
  });
});

describe('copyDirAtomic', () => {
  it('copies a tree and refuses to overwrite an existing folder', async () => {
    const dir = await tempDir();
    await fs.mkdir(path.join(dir, 'src', 'static', 'js'), { recursive: true });
    await fs.writeFile(path.join(dir, 'src', 'index.html'), 'hi');
    await fs.writeFile(path.join(dir, 'src', 'static', 'js', 'main.1.js'), 'js');

    await copyDirAtomic(path.join(dir, 'src'), path.join(dir, 'dest'));
    expect(await listFiles(path.join(dir, 'dest'))).toEqual(['index.html', 'static/js/main.1.js']);
    await expect(copyDirAtomic(path.join(dir, 'src'), path.join(dir, 'dest'))).rejects.toThrow(
      /already exists/,
    );
    expect((await fs.readdir(dir)).sort()).toEqual(['dest', 'src']);
  });
});
