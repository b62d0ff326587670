import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV_NAME } from './apps';

/** The repository root (infra/src → ../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Root of all environments' releases: RELEASES_DIR (relative to the working directory) or infra/releases. */
export function releasesRoot(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.RELEASES_DIR?.trim();
  return configured ? path.resolve(configured) : path.join(REPO_ROOT, 'infra', 'releases');
}

export function envDirFor(envName: string, env: NodeJS.ProcessEnv = process.env): string {
  if (!ENV_NAME.test(envName)) {
    throw new Error(
      `--env ${JSON.stringify(envName)}: use letters, digits, '-' or '_' (up to 40 characters)`,
    );
  }
  return path.join(releasesRoot(env), envName);
}
