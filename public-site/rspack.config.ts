import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig } from '@campaign/shared/federation';
import pkg from './package.json' with { type: 'json' };

export default appConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'public_site',
  pkg,
  exposes: { './PublicRoutes': './src/PublicRoutes.tsx' },
});
