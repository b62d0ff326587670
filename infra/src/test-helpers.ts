import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { AppName } from './apps';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** A fresh temporary folder, removed after the test file. */
export async function tempDir(prefix = 'campaign-infra-'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

async function write(file: string, content: string) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/**
 * A fake build of an app: what the real builds contain, with `tag` in the names of hashed
 * files (a different tag = a different build) and `contractVersion` in the manifest.
 */
export async function fakeDist(
  root: string,
  app: AppName,
  tag: string,
  contractVersion: string | null = '1.0.0',
): Promise<string> {
  const dir = path.join(root, `${app}-dist-${tag}`);
  const metaData = contractVersion === null ? {} : { contractVersion };
  await write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: app, metaData }));
  await write(
    path.join(dir, 'static', 'js', `main.${tag}.js`),
    `console.log(${JSON.stringify(`${app} ${tag}`)});`,
  );
  await write(path.join(dir, 'static', 'js', 'shared.0000.js'), '/* the same in every build */');
  if (app === 'shell') {
    await write(
      path.join(dir, 'index.html'),
      `<!doctype html><meta name="application-name" content="Nitrate-Free November"><script src="/static/js/main.${tag}.js"></script>`,
    );
    await write(path.join(dir, 'theme-init.js'), '/* theme */');
  } else {
    await write(path.join(dir, 'remoteEntry.js'), `/* ${app} ${tag} */`);
  }
  return dir;
}

/** Every file under `dir` with its content, for "nothing changed" checks. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, full);
    if (entry.isSymbolicLink()) result[rel] = `-> ${await fs.readlink(full)}`;
    else if (entry.isFile()) result[rel] = await fs.readFile(full, 'utf8');
  }
  return result;
}
