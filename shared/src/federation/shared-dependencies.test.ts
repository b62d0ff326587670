import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTRACT_VERSION,
  parseCatalog,
  sharedDependencies,
  workspaceCatalog,
} from './shared-dependencies';

const deps = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
};

describe('sharedDependencies', () => {
  it('shares React and React DOM as singletons at the app’s own ranges', () => {
    const shared = sharedDependencies({ name: 'app', dependencies: deps });
    for (const key of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']) {
      expect(shared[key]).toMatchObject({ singleton: true, requiredVersion: '^19.2.0' });
    }
  });

  it('shares the router and query facades and the stateful contract modules, never the libraries behind them or the main entry', () => {
    const shared = sharedDependencies({ name: 'app', dependencies: deps });
    for (const key of [
      '@campaign/shared/router',
      '@campaign/shared/query',
      '@campaign/shared/react',
    ]) {
      expect(shared[key]).toMatchObject({
        singleton: true,
        version: CONTRACT_VERSION,
        requiredVersion: `^${CONTRACT_VERSION}`,
      });
    }
    for (const key of [
      'react-router',
      'react-router-dom',
      '@tanstack/react-query',
      '@campaign/shared',
      '@campaign/shared/client',
    ]) {
      expect(shared).not.toHaveProperty([key]);
    }
  });

  it('refuses an app that does not depend on a singleton it would share', () => {
    expect(() => sharedDependencies({ name: 'app', dependencies: { react: '^19.2.0' } })).toThrow(
      'app must depend on react-dom to share it',
    );
  });

  it('reads a `catalog:` dependency as the workspace catalog’s range, which the runtime checks', () => {
    const catalog = {
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      '@tanstack/react-query': '^5.90.0',
    };
    const shared = sharedDependencies(
      {
        name: 'app',
        dependencies: {
          react: 'catalog:',
          'react-dom': '^19.1.0',
        },
      },
      catalog,
    );
    expect(shared.react?.requiredVersion).toBe('^19.2.0');
    expect(shared['react-dom/client']?.requiredVersion).toBe('^19.1.0');
    expect(() =>
      sharedDependencies(
        { name: 'app', dependencies: { react: 'catalog:', 'react-dom': 'catalog:' } },
        { react: '^19.2.0' },
      ),
    ).toThrow('react-dom is "catalog:" in app but not in the catalog');
  });

  it('gives the shell real ranges from this workspace’s catalog, never the word "catalog:"', () => {
    let root = process.cwd();
    while (!existsSync(path.join(root, 'pnpm-workspace.yaml'))) root = path.dirname(root);
    const shellPackage = JSON.parse(
      readFileSync(path.join(root, 'shell/package.json'), 'utf8'),
    ) as { name: string; dependencies: Record<string, string> };
    expect(shellPackage.dependencies.react).toBe('catalog:');
    const shared = sharedDependencies(shellPackage, workspaceCatalog());
    for (const entry of Object.values(shared)) {
      expect(entry.requiredVersion).toMatch(/^[\^~]?\d/);
    }
  });
});

describe('parseCatalog', () => {
  it('reads the catalog block, quoted or not, and stops at the next block', () => {
    const yaml = [
      'packages:',
      '  - shell',
      '# One version for all',
      'catalog:',
      "  '@tanstack/react-query': '^5.90.0'",
      '  react: ^19.2.0',
      '  # a comment',
      '  "zod": "^4.1.0" # trailing',
      'onlyBuiltDependencies:',
      '  - better-sqlite3',
    ].join('\n');
    expect(parseCatalog(yaml)).toEqual({
      '@tanstack/react-query': '^5.90.0',
      react: '^19.2.0',
      zod: '^4.1.0',
    });
  });
});
