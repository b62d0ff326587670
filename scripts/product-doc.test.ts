import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, links, readPointers, ROOT } from './lib/repo-pointers';

/**
 * docs/product.md names the files where each behaviour lives. These checks keep those pointers
 * from going stale: every backticked repository path must exist, and the document's own links
 * (its table of contents and its links to other documents) must resolve. What counts as a
 * pointer is described in lib/repo-pointers.ts; repo-pointers.test.ts checks the other documents.
 */
const DOC = 'docs/product.md';

const markdown = readFileSync(path.join(ROOT, DOC), 'utf8');

describe(DOC, () => {
  it('names only repository paths that exist', () => {
    const pointers = readPointers(markdown);
    // The parser must keep finding the document's pointers, or this check proves nothing.
    expect(pointers.filter((p) => p.kind === 'full').length).toBeGreaterThan(100);

    const missing = pointers
      .filter((pointer) => pointer.problem)
      .map((pointer) => `  line ${pointer.line}: \`${pointer.text}\` ${pointer.problem}`);
    expect(
      missing,
      `${DOC} names ${missing.length} path(s) that do not exist:\n${missing.join('\n')}\n`,
    ).toEqual([]);
  });

  it('links only to headings and files that exist', () => {
    const anchors = headingAnchors(markdown);
    const broken = links(markdown)
      .filter(({ target }) => !/^[a-z][a-z+.-]*:/i.test(target))
      .filter(({ target }) => {
        if (target.startsWith('#')) return !anchors.has(target.slice(1));
        const file = target.replace(/#.*$/, '');
        return !existsSync(path.join(ROOT, path.dirname(DOC), file));
      })
      .map(({ line, target }) => `  line ${line}: (${target})`);
    expect(broken, `${DOC} has ${broken.length} broken link(s):\n${broken.join('\n')}\n`).toEqual(
      [],
    );
  });
});
