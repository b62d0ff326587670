import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The boundaries the lint claims to enforce, each broken on purpose: if a rule is dropped or
 * mis-configured, its case here fails. Files are linted as if they lived at the given path.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
// The files linted here do not exist, so no TypeScript project can type them: the promise rules,
// which need types, are off and the rest of the configuration is as `pnpm lint` runs it.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint boundaries', { timeout: 60_000 }, () => {
  it('stops one feature importing another', async () => {
    const found = await problems(
      'public-site/src/features/blog/reach-into-stats.ts',
      "import { useStats } from '../stats/api/get-stats';\nexport const hook = useStats;\n",
    );
    expect(found.join('\n')).toMatch(
      /import-x\/no-restricted-paths: .*Features do not import each other/,
    );
  });

  it('allows a feature its own modules and the shared ui', async () => {
    const found = await problems(
      'public-site/src/features/blog/own-modules.ts',
      "import { useBlogPosts } from './api/get-blog-posts';\nimport { useInView } from '../../ui/use-in-view';\nexport const both = [useBlogPosts, useInView];\n",
    );
    expect(found).toEqual([]);
  });

  it("stops a package reaching into another package's src by a relative path", async () => {
    const found = await problems(
      'infra/src/reach-into-api.ts',
      "import { loadConfig } from '../../api/src/config';\nexport const load = loadConfig;\n",
    );
    expect(found.join('\n')).toMatch(/import-x\/no-relative-packages/);
  });

  it('stops a remote importing the shell, the other remote or the API', async () => {
    for (const [file, name] of [
      ['public-site/src/reach.ts', '@campaign/shell'],
      ['admin-console/src/reach.ts', '@campaign/public-site'],
      ['public-site/src/reach.ts', '@campaign/api/server'],
    ] as const) {
      const found = await problems(file, `import '${name}';\n`);
      expect(found.join('\n'), `${file} → ${name}`).toMatch(/no-restricted-imports/);
    }
  });

  it('sends every front end through the shared router and query facades', async () => {
    for (const [file, name, facade] of [
      ['public-site/src/reach.ts', 'react-router', '@campaign/shared/router'],
      ['shell/src/reach.ts', '@tanstack/react-query', '@campaign/shared/query'],
      ['admin-console/src/reach.ts', '@tanstack/react-query', '@campaign/shared/query'],
      ['shared/src/react/reach.ts', '@tanstack/react-query', '@campaign/shared/query'],
    ] as const) {
      const found = await problems(
        file,
        `import { useQuery } from '${name}';\nexport const q = useQuery;\n`,
      );
      expect(found.join('\n'), `${file} → ${name}`).toContain(`Import`);
      expect(found.join('\n'), `${file} → ${name}`).toContain(facade);
    }
    const viaFacade = await problems(
      'shell/src/reach.ts',
      "import { useQuery } from '@campaign/shared/query';\nexport const q = useQuery;\n",
    );
    expect(viaFacade).toEqual([]);
  });

  it('keeps the test and server routers out of what visitors load', async () => {
    const memory =
      "import { MemoryRouter } from '@campaign/shared/router/testing';\nexport const R = MemoryRouter;\n";
    const statik =
      "import { StaticRouter } from '@campaign/shared/router/server';\nexport const R = StaticRouter;\n";
    expect((await problems('public-site/src/pages/Reach.tsx', memory)).join('\n')).toMatch(
      /MemoryRouter is for tests/,
    );
    expect((await problems('shell/src/layout/Reach.tsx', statik)).join('\n')).toMatch(
      /StaticRouter is for the server render/,
    );
    expect((await problems('shell/src/server/reach.tsx', memory)).join('\n')).toMatch(
      /MemoryRouter is for tests/,
    );
    // Where each belongs, it is allowed, and the shared rules still hold there.
    expect(await problems('public-site/src/pages/Reach.test.tsx', memory)).toEqual([]);
    expect(await problems('admin-console/src/test/reach.tsx', memory)).toEqual([]);
    expect(await problems('shell/src/server/reach.tsx', statik)).toEqual([]);
    expect(
      (await problems('shell/src/server/reach.tsx', "import 'react-router';\n")).join('\n'),
    ).toContain('@campaign/shared/router');
    expect(
      (await problems('shell/src/layout/Reach.test.tsx', "import 'react-router';\n")).join('\n'),
    ).toContain('@campaign/shared/router');
  });

  it('names hook modules in kebab-case', async () => {
    const found = await problems(
      'shell/src/layout/useWidth.ts',
      'export const useWidth = () => 1;\n',
    );
    expect(found.join('\n')).toMatch(/files\/hook-file-name/);
  });
});

describe('import cycles (pnpm lint:cycles)', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const dpdm = (entry: string) => {
    try {
      execFileSync(
        path.join(ROOT, 'node_modules/.bin/dpdm'),
        ['--no-warning', '--no-tree', '--exit-code', 'circular:1', entry],
        {
          cwd: dir,
          stdio: 'pipe',
        },
      );
      return 0;
    } catch (error) {
      return (error as { status: number }).status;
    }
  };

  it('fails on a cycle made only of type imports', () => {
    writeFileSync(
      path.join(dir, 'a.ts'),
      "import type { B } from './b';\nexport type A = { b?: B };\n",
    );
    writeFileSync(
      path.join(dir, 'b.ts'),
      "import type { A } from './a';\nexport type B = { a?: A };\n",
    );
    expect(dpdm(path.join(dir, 'a.ts'))).toBe(1);
  });

  it('passes modules that import in one direction', () => {
    writeFileSync(path.join(dir, 'c.ts'), 'export type C = number;\n');
    writeFileSync(path.join(dir, 'd.ts'), "import type { C } from './c';\nexport type D = C[];\n");
    expect(dpdm(path.join(dir, 'd.ts'))).toBe(0);
  });
});
