import sharedPackage from '../../package.json' with { type: 'json' };

/** The version of the contracts package a build was made against (see the contract guard). */
export const CONTRACT_VERSION: string = sharedPackage.version;

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
}

/**
 * Singletons every build shares. react-dom is shared with its subpath keys because apps
 * import `react-dom/client`; the JSX runtime rides along with react. react-router is not here:
 * the apps share `@campaign/shared/router`, a short list of its exports (see that module).
 */
const SINGLETON_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
] as const;

/**
 * The contract modules that hold state every app must see once: the toast store and theme
 * (`/react`) and the router (`/router`). The main entry (schemas, constants, formatters) and the
 * API client are stateless, so each app bundles the parts it uses: a shared module cannot be
 * tree-shaken, and sharing the main entry would send every schema and all of zod to every visitor.
 */
const CONTRACT_MODULES = ['@campaign/shared/react', '@campaign/shared/router'];

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The one shared-dependency policy for the shell and both remotes. `requiredVersion` comes
 * from the app's own package.json so a mismatch shows up in the federation runtime's
 * warnings instead of silently loading two Reacts.
 */
export function sharedDependencies(app: PackageJson) {
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
    const range = app.dependencies?.[packageOf(specifier)];
    if (!range) throw new Error(`${app.name} must depend on ${packageOf(specifier)} to share it`);
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
