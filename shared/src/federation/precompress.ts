import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** Text files worth compressing; everything else (images, fonts) is already compressed. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt'];
/** Below this, the compressed file saves less than a packet and is not worth a file. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressResult {
  /** Paths (relative to the folder) that got a .br and/or .gz sibling. */
  files: string[];
  /** Sum of the original sizes, and of the brotli and gzip sizes (the original when skipped). */
  bytes: { identity: number; br: number; gzip: number };
}

export function shouldPrecompress(file: string, size: number): boolean {
  return (
    size >= PRECOMPRESS_MIN_BYTES &&
    PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase())
  );
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file of
 * `dir` of at least 1 KB, for servers that send precompressed files (api/src/web/serve-web.ts
 * through koa-send; nginx with gzip_static). A variant that would not be smaller is not written,
 * so the server sends the original. Same input, same bytes: the output is deterministic for a
 * given Node (zlib and brotli) version, and gzip carries no name or time stamp.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const result: PrecompressResult = { files: [], bytes: { identity: 0, br: 0, gzip: 0 } };
  await Promise.all(
    entries
      .filter(
        (entry) =>
          entry.isFile() &&
          PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name).toLowerCase()),
      )
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const source = await readFile(file);
        if (!shouldPrecompress(file, source.length)) return;
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        let written = false;
        if (br.length < source.length) {
          await writeFile(`${file}.br`, br);
          written = true;
        }
        if (gz.length < source.length) {
          await writeFile(`${file}.gz`, gz);
          written = true;
        }
        result.bytes.identity += source.length;
        result.bytes.br += Math.min(br.length, source.length);
        result.bytes.gzip += Math.min(gz.length, source.length);
        if (written) result.files.push(path.relative(dir, file).split(path.sep).join('/'));
      }),
  );
  result.files.sort();
  return result;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Runs precompressDir over the output folder once a production build has been written. The
 * build's `output.clean` removes the previous build's .br/.gz files along with the rest.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const { files, bytes } = await precompressDir(compiler.outputPath);
      compiler
        .getInfrastructureLogger('PrecompressPlugin')
        .info(
          `precompressed ${files.length} files: ${kib(bytes.identity)} → brotli ${kib(bytes.br)}, gzip ${kib(bytes.gzip)}`,
        );
    });
  }
}
