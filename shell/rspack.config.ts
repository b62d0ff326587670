import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, DEV_PORTS } from '@campaign/shared/federation';
import pkg from './package.json' with { type: 'json' };

const dir = path.dirname(fileURLToPath(import.meta.url));

export default appConfig({
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
              public_site: { entry: process.env.PUBLIC_SITE_REMOTE ?? `http://localhost:${DEV_PORTS.public_site}/mf-manifest.json` },
              admin_console: { entry: process.env.ADMIN_CONSOLE_REMOTE ?? `http://localhost:${DEV_PORTS.admin_console}/mf-manifest.json` },
            }),
          );
        },
      });
      return middlewares;
    },
  },
});
