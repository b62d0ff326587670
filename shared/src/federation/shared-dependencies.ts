import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharedPackage from '../../package.json' with { type: 'json' };

/** The version of the contracts package a build was made against (see the contract guard). */
export const CONTRACT_VERSION: string = sharedPackage.version;

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
}

/**
 * Singletons every build shares. react-dom is shared with its subpath keys because apps
 * import `react-dom/client`; the JSX runtime rides along with react. The router and
 * @tanstack/react-query are not here: the apps share `@campaign/shared/router` (a small router of
 * our own) and `@campaign/shared/query` (a short list of the library's exports).
 */
const SINGLETON_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;

/**
 * The contract modules that hold state every app must see once: the toast store and theme
 * (`/react`), the router (`/router`) and the query client's context (`/query`). The main entry (schemas, constants, formatters) and the
 * API client are stateless, so each app bundles the parts it uses: a shared module cannot be
 * tree-shaken, and sharing the main entry would send every schema and all of zod to every visitor.
 */
const CONTRACT_MODULES = [
  '@campaign/shared/react',
  '@campaign/shared/router',
  '@campaign/shared/query',
];

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Where the shared modules' code lives, for the build that puts them in one chunk
 * (app-config.ts): the singletons' packages, and the contracts package's shared folders
 * (`react`, `router`, `query` under shared/src/).
 */
export const SHARED_MODULE_SOURCES = {
  packages: [...new Set(SINGLETON_MODULES.map(packageOf))],
  contractFolders: CONTRACT_MODULES.map((specifier) => specifier.split('/').at(-1)!),
};

/**
 * The workspace catalog's entries (the `catalog:` block of pnpm-workspace.yaml): the version
 * range a dependency written as `catalog:` stands for. Lines of the form `  'name': 'range'`,
 * quotes optional; comments and other blocks are skipped.
 */
export function parseCatalog(workspaceYaml: string): Record<string, string> {
  const catalog: Record<string, string> = {};
  let inside = false;
  for (const line of workspaceYaml.split(/\r?\n/)) {
    if (/^catalog:\s*$/.test(line)) {
      inside = true;
      continue;
    }
    if (!inside || /^\s*(#.*)?$/.test(line)) continue;
    if (/^\S/.test(line)) break; // the next top-level key
    const entry = /^\s+['"]?([^'"\s:]+)['"]?\s*:\s*['"]?([^'"\s#]+)['"]?/.exec(line);
    if (entry) catalog[entry[1]!] = entry[2]!;
  }
  return catalog;
}

/** The catalog of the workspace `from` is in (found upwards), or none outside a workspace. */
export function workspaceCatalog(from = process.cwd()): Record<string, string> {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'pnpm-workspace.yaml');
    if (existsSync(file)) return parseCatalog(readFileSync(file, 'utf8'));
    if (path.dirname(dir) === dir) return {};
  }
}

/**
 * The one shared-dependency policy for the shell and both remotes. `requiredVersion` comes
 * from the app's own package.json (through the workspace catalog) so a mismatch shows up in the federation runtime's
 * warnings instead of silently loading two Reacts.
 */
export function sharedDependencies(app: PackageJson, catalog = workspaceCatalog()) {
  const shared: Record<
    string,
    {
      singleton: true;
      requiredVersion: string;
      version?: string;
      allowNodeModulesSuffixMatch: true;
    }
  > = {};
  for (const specifier of SINGLETON_MODULES) {
    const name = packageOf(specifier);
    const declared = app.dependencies?.[name];
    if (!declared) throw new Error(`${app.name} must depend on ${name} to share it`);
    // `catalog:` names the workspace catalog's range; the runtime needs the range itself.
    const range = declared.startsWith('catalog:') ? catalog[name] : declared;
    if (!range) throw new Error(`${name} is "${declared}" in ${app.name} but not in the catalog`);
    shared[specifier] = {
      singleton: true,
      requiredVersion: range,
      allowNodeModulesSuffixMatch: true,
    };
  }
  for (const specifier of CONTRACT_MODULES) {
    shared[specifier] = {
      singleton: true,
      requiredVersion: `^${CONTRACT_VERSION}`,
      version: CONTRACT_VERSION,
      allowNodeModulesSuffixMatch: true,
    };
  }
  return shared;
}
