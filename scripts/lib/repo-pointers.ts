import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * How the documentation checks (product-doc.test.ts, repo-pointers.test.ts) read the repository
 * paths a Markdown document names, and decide whether each exists.
 *
 * What counts as a pointer, in backticks:
 * - a full path from the repository root: its first segment is a top-level folder (`api/src/…`,
 *   `shell/src/layout/`) or it is a root file (`package.json`). A trailing `/` must be a folder;
 *   a `:symbol` or `#anchor` suffix is ignored; `*`, `<placeholder>` and `…` segments are
 *   wildcards that must match at least one entry.
 * - a bare file name (`use-in-view.ts`) or a relative file path (`components/BlogPanel.tsx`,
 *   `ui/Skeleton.tsx` inside a feature or app folder) following a full path: it must exist in that
 *   path's folder or an ancestor of it, or anywhere below that folder. The full path is the most
 *   recent one in the same paragraph, list item or table row; with none there, the name may be
 *   anywhere in the repository.
 * Addresses (`/api/stats`, `GET /api/blog`), placeholders without a folder (`PUBLIC_URL/…`),
 * constants' members (`PAGE_TEXT_LIMITS.html`) and anything with spaces are not paths: skipped.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'test-results',
  'playwright-report',
]);
export const FILE_EXTENSION =
  /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|json|md|html|sql|ya?ml|sh|svg|png|jpe?g|webp|ico|txt)$/;
const NAME_SEGMENT = /^[\w.@-]+$/;
const CONSTANT_MEMBER = /^[A-Z0-9]+(_[A-Z0-9]+)+\./;

const topLevel = readdirSync(ROOT, { withFileTypes: true }).filter(
  (entry) => !SKIPPED_DIRS.has(entry.name),
);
export const topLevelDirs = new Set(topLevel.filter((e) => e.isDirectory()).map((e) => e.name));
const rootFiles = new Set(topLevel.filter((e) => e.isFile()).map((e) => e.name));

/**
 * What .gitignore keeps out of the repository (build output, data, local releases): a pointer
 * into it names something a build or a run makes, which a fresh checkout does not have.
 */
const ignoredByGit = readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.includes('*'))
  .map((line) => line.replace(/\/$/, ''));

/** Whether a root-relative path lies in something .gitignore leaves out (`api/dist/`, `data/`). */
export function isGenerated(pointer: string): boolean {
  const segments = pointer.replace(/\/+$/, '').split('/');
  return ignoredByGit.some((ignored) =>
    ignored.includes('/')
      ? pointer === ignored || pointer.startsWith(`${ignored}/`)
      : segments.includes(ignored),
  );
}

const fileListCache = new Map<string, string[]>();
/** Every file and folder below `dir` (repository-relative, `/`-separated), build output aside. */
export function entriesBelow(dir: string): string[] {
  const cached = fileListCache.get(dir);
  if (cached) return cached;
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      found.push(child);
      if (entry.isDirectory()) walk(child);
    }
  };
  if (isDir(dir)) walk(dir);
  fileListCache.set(dir, found);
  return found;
}

function isDir(relative: string): boolean {
  const full = path.join(ROOT, relative);
  return existsSync(full) && statSync(full).isDirectory();
}

/** Whether a root-relative path (maybe with wildcard segments) names something that exists. */
export function existsAtRoot(pointer: string): boolean {
  const wantsDir = pointer.endsWith('/');
  const clean = pointer.replace(/\/+$/, '');
  if (!/[*<…]/.test(clean)) {
    return wantsDir ? isDir(clean) : existsSync(path.join(ROOT, clean));
  }
  // Wildcards: walk segment by segment, keeping every match.
  let candidates = [''];
  for (const segment of clean.split('/')) {
    const pattern = new RegExp(
      `^${segment
        .split(/(\*|<[^>]*>|…)/)
        .map((part, i) => (i % 2 ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    );
    candidates = candidates.flatMap((dir) =>
      existsSync(path.join(ROOT, dir)) && isDir(dir)
        ? readdirSync(path.join(ROOT, dir))
            .filter((name) => !SKIPPED_DIRS.has(name) && pattern.test(name))
            .map((name) => (dir ? `${dir}/${name}` : name))
        : [],
    );
  }
  return candidates.some((candidate) => !wantsDir || isDir(candidate));
}

/** Whether a relative name exists in `folder` or an ancestor of it, or anywhere below `folder`. */
function existsNear(name: string, folder: string): boolean {
  const segments = folder.split('/');
  for (let depth = segments.length; depth >= 1; depth--) {
    if (existsSync(path.join(ROOT, ...segments.slice(0, depth), name))) return true;
  }
  return entriesBelow(folder).some((entry) => entry.endsWith(`/${name}`));
}

/** The folder a full path points into: itself when it is a folder, else its parent. */
function folderOf(pointer: string): string {
  const clean = pointer.replace(/\/+$/, '');
  if (pointer.endsWith('/') || isDir(clean)) return clean;
  return path.posix.dirname(clean);
}

export type Pointer = {
  line: number;
  text: string;
  kind: 'full' | 'relative';
  problem?: string | undefined;
};

/** Source files a document may name by file name alone: what the repository itself holds. */
const SOURCE_EXTENSION = /\.(ts|tsx|mts|cts|css|md|sql|sh)$/;

/**
 * Each backticked pointer in the document, resolved, with its line number. `names`: how a bare
 * file name or relative path is read. `near` (docs/product.md, written to that rule): in or near
 * the folder of the full path before it. `sources` (every other document, which also names
 * build output and archive members by file name, `remotes.json`, `manifest.json`): only a source
 * file's name is a pointer, and it must exist somewhere in the repository.
 */
export function readPointers(markdown: string, names: 'near' | 'sources' = 'near'): Pointer[] {
  const pointers: Pointer[] = [];
  let blockAnchor: string | undefined;
  let inFence = false;

  markdown.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(lineText)) inFence = !inFence;
    // A new paragraph, list item, table row or heading starts a new context for bare names.
    if (
      !inFence &&
      (lineText.trim() === '' ||
        /^\s*([-*+]|\d+[.)])\s/.test(lineText) ||
        /^\s*\|/.test(lineText) ||
        /^#{1,6}\s/.test(lineText))
    ) {
      blockAnchor = undefined;
    }

    for (const [, raw] of lineText.matchAll(/`([^`\n]+)`/g)) {
      const text = raw!.trim();
      if (/\s/.test(text) || text.startsWith('/') || text.includes('://')) continue;
      // Build or run output, and package specifiers (`@campaign/shared/…`), are not files here.
      if (isGenerated(text) || text.startsWith('@')) continue;
      // path:symbol and path#anchor name a place inside the file; only the file is checked.
      const target = text.replace(/#.*$/, '').replace(/:[^/]*$/, '');
      const segments = target.replace(/\/+$/, '').split('/');
      const isFull =
        (segments.length > 1 && topLevelDirs.has(segments[0]!)) ||
        (segments.length === 1 &&
          (topLevelDirs.has(target.replace(/\/$/, '')) || rootFiles.has(target)));
      // A constant's member (`PAGE_TEXT_LIMITS.html`) is not a file name.
      const isRelative =
        !isFull &&
        (names === 'near' ? FILE_EXTENSION : SOURCE_EXTENSION).test(target) &&
        !CONSTANT_MEMBER.test(target) &&
        segments.every((s) => NAME_SEGMENT.test(s));
      const anchor = names === 'near' ? blockAnchor : undefined;

      if (isFull && existsAtRoot(target)) {
        pointers.push({ line, text, kind: 'full' });
        blockAnchor = folderOf(target);
      } else if (
        // Not at the root, nor read as relative to the folder before it (a feature's own `api/` folder).
        isFull &&
        !(anchor && FILE_EXTENSION.test(target) && existsNear(target, anchor))
      ) {
        pointers.push({ line, text, kind: 'full', problem: 'does not exist' });
      } else if (isFull || isRelative) {
        const found = anchor
          ? existsNear(target, anchor)
          : entriesBelow('').some((entry) => entry === target || entry.endsWith(`/${target}`));
        pointers.push({
          line,
          text,
          kind: 'relative',
          problem: found
            ? undefined
            : anchor
              ? `not found in or below \`${anchor}/\``
              : 'not found anywhere in the repository',
        });
      }
    }
  });
  return pointers;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const lineText of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(lineText)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(lineText);
    if (!heading) continue;
    const base = heading[1]!
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** Each Markdown link target in the document, outside code, with its line number. */
export function links(markdown: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  markdown.split('\n').forEach((lineText, index) => {
    const withoutCode = lineText.replace(/`[^`]*`/g, '');
    for (const [, target] of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      found.push({ line: index + 1, target: target! });
    }
  });
  return found;
}
