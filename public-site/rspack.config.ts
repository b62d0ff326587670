import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, serverAppConfig } from '@campaign/shared/federation';
import pkg from './package.json' with { type: 'json' };

const dir = path.dirname(fileURLToPath(import.meta.url));
const exposes = {
  './PublicRoutes': './src/PublicRoutes.tsx',
  // The console's article preview: the article page's own component (docs/decisions/016).
  './ArticlePreview': './src/ArticlePreview.tsx',
};

const browser = appConfig({ dir, name: 'public_site', pkg, exposes });

// The browser build, and the Node build the server renders visitor pages with (which also
// exposes what each route must fetch first). The dev server builds for the browser only.
export default (env: { RSPACK_SERVE?: boolean }) =>
  env.RSPACK_SERVE
    ? browser
    : [
        browser,
        serverAppConfig({
          dir,
          name: 'public_site',
          pkg,
          exposes: { ...exposes, './routeData': './src/routes/route-data.ts' },
        }),
      ];
