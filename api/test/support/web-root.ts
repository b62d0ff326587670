import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A secret beside the builds: no URL may ever serve it. */
export const SECRET_TEXT = 'TOP-SECRET-DO-NOT-SERVE';

export interface WebRoot {
  dir: string;
  remove(): Promise<void>;
}

/**
 * A stand-in WEB_ROOT with tiny builds of the shell and both remotes (SERVE_WEB=true), plus
 * files outside the served folders that path tricks might try to reach.
 */
export async function createWebRoot(): Promise<WebRoot> {
  const dir = await mkdtemp(path.join(tmpdir(), 'campaign-web-root-'));
  const files: Record<string, string> = {
    'shell/dist/index.html':
      '<!doctype html><html><head><meta name="application-name" content="x" /><title>x</title>' +
      '<script src="/theme-init.js"></script></head><body><div id="root"></div></body></html>',
    'shell/dist/theme-init.js': '/* theme */',
    'shell/dist/static/js/main.0123456789.js': 'console.log("shell");',
    'public-site/dist/mf-manifest.json': '{"name":"public_site"}',
    'public-site/dist/remoteEntry.js': '/* public_site */',
    'public-site/dist/static/js/page.0123456789.js': '/* page */',
    'admin-console/dist/mf-manifest.json': '{"name":"admin_console"}',
    'admin-console/dist/remoteEntry.js': '/* admin_console */',
    'secret.txt': SECRET_TEXT,
    'package.json': `{"secret":"${SECRET_TEXT}"}`,
    '.env': `SESSION_SECRET=${SECRET_TEXT}`,
    'shell/secret.txt': SECRET_TEXT,
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
