import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  entriesBelow,
  existsAtRoot,
  headingAnchors,
  isGenerated,
  links,
  readPointers,
  ROOT,
  topLevelDirs,
} from './lib/repo-pointers';

/**
 * The documents and the source comments name files by their repository path, so a newcomer
 * can go and read them. These checks keep those pointers true when files move:
 * - every README (the root's and each top-level folder's) and every document under docs/: each
 *   backticked path exists (read as lib/repo-pointers.ts says: full paths, and source files by name), and each link to a file or to a
 *   heading of the same document resolves. docs/product.md has its own, stricter test.
 * - every comment in the TypeScript, JavaScript, CSS, shell and Docker files: each path that
 *   starts with a top-level folder and ends in a file name with an extension (`api/src/<folder>/<file>.ts`)
 *   exists. Paths into what .gitignore leaves out (`dist/`, `data/`) are build or run output.
 */

const files = entriesBelow('');

const DOCUMENTS = files.filter(
  (file) =>
    file.endsWith('.md') &&
    (file === 'README.md' ||
      /^[^/]+\/README\.md$/.test(file) ||
      (file.startsWith('docs/') && file !== 'docs/product.md')),
);

function problemsIn(doc: string): string[] {
  const markdown = readFileSync(path.join(ROOT, doc), 'utf8');
  const pointers = readPointers(markdown, 'sources')
    .filter((pointer) => pointer.problem)
    .map((pointer) => `  ${doc}:${pointer.line}: \`${pointer.text}\` ${pointer.problem}`);
  const anchors = headingAnchors(markdown);
  const brokenLinks = links(markdown)
    .filter(({ target }) => !/^[a-z][a-z+.-]*:/i.test(target))
    .filter(({ target }) => {
      if (target.startsWith('#')) return !anchors.has(target.slice(1));
      return !existsSync(path.join(ROOT, path.dirname(doc), target.replace(/#.*$/, '')));
    })
    .map(({ line, target }) => `  ${doc}:${line}: link (${target}) goes nowhere`);
  return [...pointers, ...brokenLinks];
}

/** The text of every comment in a source file, with the line each starts on. */
function commentsOf(file: string, text: string): { line: number; text: string }[] {
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  if (/\.(ts|tsx|js|mjs|cjs)$/.test(file)) {
    // The parser, not a pattern, finds comments: `//` inside strings, regular expressions and
    // JSX text is not a comment.
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const seen = new Set<number>();
    const found: { line: number; text: string }[] = [];
    const collect = (ranges: ts.CommentRange[] | undefined) => {
      for (const range of ranges ?? []) {
        if (seen.has(range.pos)) continue;
        seen.add(range.pos);
        found.push({ line: lineOf(range.pos), text: text.slice(range.pos, range.end) });
      }
    };
    const visit = (node: ts.Node) => {
      collect(ts.getLeadingCommentRanges(text, node.pos));
      collect(ts.getTrailingCommentRanges(text, node.end));
      ts.forEachChild(node, visit);
    };
    visit(source);
    collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
    return found;
  }
  if (file.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({
      line: lineOf(m.index),
      text: m[0],
    }));
  }
  // Shell scripts, Dockerfiles, YAML and nginx templates: whole-line `#` comments.
  return text
    .split('\n')
    .map((lineText, index) => ({ line: index + 1, text: lineText }))
    .filter(({ text: lineText }) => /^\s*#/.test(lineText));
}

const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|sh|ya?ml|Dockerfile|template)$/;
const FOLDERS = [...topLevelDirs].filter((dir) => !dir.startsWith('.')).join('|');
/** A path from the repository root to a file: a top-level folder, then segments, then `.ext`. */
const PATH_IN_COMMENT = new RegExp(
  `(?<![\\w./@:-])((?:${FOLDERS})/[\\w.@*<>…/-]*[\\w*>…]\\.[a-z]{1,9})(?![\\w/-]|\\.\\w)`,
  'g',
);

function commentProblems(): { checked: number; problems: string[] } {
  let checked = 0;
  const problems: string[] = [];
  for (const file of files) {
    if (!SOURCE.test(file) || !topLevelDirs.has(file.split('/')[0]!)) continue;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    // Parsing is the slow part: only files that name a path anywhere need it.
    if (!PATH_IN_COMMENT.test(text)) continue;
    PATH_IN_COMMENT.lastIndex = 0;
    for (const comment of commentsOf(file, text)) {
      for (const match of comment.text.matchAll(PATH_IN_COMMENT)) {
        const pointer = match[1]!;
        if (isGenerated(pointer)) continue;
        checked++;
        if (!existsAtRoot(pointer)) {
          const line = comment.line + comment.text.slice(0, match.index).split('\n').length - 1;
          problems.push(`  ${file}:${line}: ${pointer} does not exist`);
        }
      }
    }
  }
  return { checked, problems };
}

describe('repository paths named in documents and comments', () => {
  it('finds the documents to check', () => {
    expect(DOCUMENTS).toContain('README.md');
    expect(DOCUMENTS).toContain('docs/decisions/README.md');
    expect(DOCUMENTS.filter((doc) => doc.startsWith('docs/decisions/')).length).toBeGreaterThan(30);
  });

  it('documents name only paths that exist, and link only to what exists', () => {
    const problems = DOCUMENTS.flatMap(problemsIn);
    expect(problems, `${problems.length} stale pointer(s):\n${problems.join('\n')}\n`).toEqual([]);
  });

  it('comments name only paths that exist', () => {
    const { checked, problems } = commentProblems();
    // The scan must keep finding the comments' paths, or this check proves nothing.
    expect(checked).toBeGreaterThan(50);
    expect(problems, `${problems.length} stale pointer(s):\n${problems.join('\n')}\n`).toEqual([]);
  });
});
