// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const text = (line: string, times: number) => line.repeat(times);

describe('precompressDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const files: Record<string, string | Buffer> = {
    'remoteEntry.js': text('var remote = { get: function () {} };\n', 100),
    'mf-manifest.json': JSON.stringify({ exposes: Array(100).fill({ path: './Routes' }) }),
    'index.html': `<!doctype html><html><body>${text('<p>campaign</p>', 100)}</body></html>`,
    'favicon.svg': `<svg>${text('<circle r="1" />', 100)}</svg>`,
    'static/js/main.0123456789.js': text('console.log("main");\n', 200),
    'static/css/main.0123456789.css': text('.a { color: red; }\n', 100),
    'static/media/notes.0123456789.txt': text('a note\n', 300),
    // Not compressed: too small, not text, or a source map.
    'theme-init.js': '/* small */',
    'static/media/logo.0123456789.png': Buffer.alloc(4096, 7),
    'static/js/main.0123456789.js.map': text('{"mappings":"AAAA"}', 200),
  };

  it('writes .br and .gz beside every text file of at least 1 KB, and nothing else', async () => {
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), content);
    }
    const result = await precompressDir(dir);
    const compressed = [
      'favicon.svg',
      'index.html',
      'mf-manifest.json',
      'remoteEntry.js',
      'static/css/main.0123456789.css',
      'static/js/main.0123456789.js',
      'static/media/notes.0123456789.txt',
    ];
    expect(result.files).toEqual(compressed);

    const written = (await readdir(dir, { recursive: true }))
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => /\.(br|gz)$/.test(f))
      .sort();
    expect(written).toEqual(compressed.flatMap((f) => [`${f}.br`, `${f}.gz`]).sort());

    for (const file of compressed) {
      const original = await readFile(path.join(dir, file));
      const brotli = await readFile(path.join(dir, `${file}.br`));
      const gzip = await readFile(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(brotli).equals(original), file).toBe(true);
      expect(gunzipSync(gzip).equals(original), file).toBe(true);
      expect(brotli.length, file).toBeLessThan(original.length);
      expect(gzip.length, file).toBeLessThan(original.length);
    }
    expect(result.bytes.br).toBeLessThan(result.bytes.gzip);
    expect(result.bytes.gzip).toBeLessThan(result.bytes.identity);
  });

  it('is deterministic, so a rebuilt hashed file gets byte-identical siblings', async () => {
    await writeFile(path.join(dir, 'a.js'), files['remoteEntry.js']!);
    await precompressDir(dir);
    const first = [
      await readFile(path.join(dir, 'a.js.br')),
      await readFile(path.join(dir, 'a.js.gz')),
    ];
    await precompressDir(dir);
    const second = [
      await readFile(path.join(dir, 'a.js.br')),
      await readFile(path.join(dir, 'a.js.gz')),
    ];
    expect(second[0]!.equals(first[0]!)).toBe(true);
    expect(second[1]!.equals(first[1]!)).toBe(true);
  });

  it('writes no variant that would not be smaller than the file', async () => {
    // Random bytes do not compress.
    const random = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    await writeFile(path.join(dir, 'noise.txt'), random);
    const result = await precompressDir(dir);
    expect(result.files).toEqual([]);
    expect(await readdir(dir)).toEqual(['noise.txt']);
  });
});
