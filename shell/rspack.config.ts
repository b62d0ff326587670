import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, DEV_PORTS, serverAppConfig } from '@campaign/shared/federation';
import pkg from './package.json' with { type: 'json' };
import { FontPreloadPlugin } from './font-preload-plugin';

const dir = path.dirname(fileURLToPath(import.meta.url));

const browser = appConfig({
  dir,
  name: 'shell',
  pkg,
  devServer: {
    // In dev each remote runs on its own server; production serves /remotes.json from the API.
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'remotes-json',
        path: '/remotes.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(
            JSON.stringify({
              public_site: {
                entry:
                  process.env.PUBLIC_SITE_REMOTE ??
                  `http://localhost:${DEV_PORTS.public_site}/mf-manifest.json`,
              },
              admin_console: {
                entry:
                  process.env.ADMIN_CONSOLE_REMOTE ??
                  `http://localhost:${DEV_PORTS.admin_console}/mf-manifest.json`,
              },
            }),
          );
        },
      });
      return middlewares;
    },
  },
});

// The web font's preload link goes into index.html, the document every visitor page is rendered
// into (font-preload-plugin.ts).
browser.plugins = [...(browser.plugins ?? []), new FontPreloadPlugin()];

// The browser build, and the Node build whose entry renders visitor pages on the server. The
// dev server builds for the browser only (pages render there in dev).
export default (env: { RSPACK_SERVE?: boolean }) =>
  env.RSPACK_SERVE
    ? browser
    : [browser, serverAppConfig({ dir, name: 'shell', pkg, serverEntry: './src/server/index.ts' })];
