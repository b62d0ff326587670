import { promises as fs } from 'node:fs';
import { z } from 'zod';
import { parseRemotesFile, type RemotesFile } from '@campaign/shared';
import { APPS, REMOTE_APPS, REMOTE_NAME_OF, type AppName } from './apps';
import { VERSION_PATTERN } from './version';

const version = z.string().regex(VERSION_PATTERN, 'is not a release version');

export const releaseSchema = z.object({
  version,
  packageVersion: z.string().min(1),
  buildId: z.string().min(1),
  gitSha: z.string().nullable(),
  releasedAt: z.iso.datetime(),
  /** The @campaign/shared contract the build was made against (from its mf-manifest.json). */
  contractVersion: z.string().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

export const appStateSchema = z.object({
  /** The live version, or null before the first release. */
  current: version.nullable(),
  /** Every kept release, oldest first. */
  history: z.array(releaseSchema),
  /**
   * The versions that were live before the current one, most recent last: a release pushes
   * the version it replaces, a rollback pops. So a rollback never returns to a release that
   * was itself rolled back.
   */
  previous: z.array(version).default([]),
});
export type AppState = z.infer<typeof appStateSchema>;

export const logEntrySchema = z.object({
  at: z.iso.datetime(),
  app: z.enum(APPS),
  action: z.enum(['release', 'rollback', 'prune']),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/**
 * `<releases>/<env>/manifest.json`: the source of truth for what is live in one environment.
 * `remotes.json` and the shell's `current` link are derived from it.
 */
export const releaseManifestSchema = z
  .object({
    schemaVersion: z.literal(1),
    env: z.string().min(1),
    /** Prefix of remote URLs in remotes.json: `/remotes` (same origin) or a CDN origin + path. */
    remotesBaseUrl: z.string().min(1).default('/remotes'),
    apps: z.object({
      shell: appStateSchema,
      'public-site': appStateSchema,
      'admin-console': appStateSchema,
    }),
    log: z.array(logEntrySchema).default([]),
  })
  .superRefine((manifest, ctx) => {
    for (const app of APPS) {
      const state = manifest.apps[app];
      const versions = state.history.map((r) => r.version);
      if (new Set(versions).size !== versions.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['apps', app, 'history'],
          message: 'has a version twice',
        });
      }
      if (state.current !== null && !versions.includes(state.current)) {
        ctx.addIssue({
          code: 'custom',
          path: ['apps', app, 'current'],
          message: `${state.current} is not in history`,
        });
      }
      for (const v of state.previous) {
        if (!versions.includes(v)) {
          ctx.addIssue({
            code: 'custom',
            path: ['apps', app, 'previous'],
            message: `${v} is not in history`,
          });
        }
      }
    }
  });
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

export function emptyManifest(env: string): ReleaseManifest {
  const empty = (): AppState => ({ current: null, history: [], previous: [] });
  return {
    schemaVersion: 1,
    env,
    remotesBaseUrl: '/remotes',
    apps: { shell: empty(), 'public-site': empty(), 'admin-console': empty() },
    log: [],
  };
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

export function parseManifest(json: string, source = 'manifest.json'): ReleaseManifest {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new ManifestError(`${source} is not valid JSON`);
  }
  const result = releaseManifestSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new ManifestError(`${source} is invalid: ${problems.join('; ')}`);
  }
  return result.data;
}

/** Reads an environment's manifest; a missing file is an empty environment. */
export async function readManifest(file: string, env: string): Promise<ReleaseManifest> {
  let json: string;
  try {
    json = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyManifest(env);
    throw error;
  }
  return parseManifest(json, file);
}

export const serializeManifest = (manifest: ReleaseManifest) =>
  `${JSON.stringify(releaseManifestSchema.parse(manifest), null, 2)}\n`;

export function findRelease(
  manifest: ReleaseManifest,
  app: AppName,
  v: string,
): Release | undefined {
  return manifest.apps[app].history.find((r) => r.version === v);
}

export function currentRelease(manifest: ReleaseManifest, app: AppName): Release | undefined {
  const current = manifest.apps[app].current;
  return current === null ? undefined : findRelease(manifest, app, current);
}

/** The release that was live before the current one (where a rollback returns), if any. */
export function previousRelease(manifest: ReleaseManifest, app: AppName): Release | undefined {
  const { previous } = manifest.apps[app];
  const last = previous.at(-1);
  return last === undefined ? undefined : findRelease(manifest, app, last);
}

/** The manifest URL of one release of a remote, as the shell will fetch it. */
export function remoteEntryUrl(baseUrl: string, app: string, v: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${app}/${encodeURIComponent(v)}/mf-manifest.json`;
}

/**
 * `/remotes.json` for the shell, pointing at each remote's live versioned manifest. Null until
 * both remotes have a release (the shell needs both entries).
 */
export function remotesFileFrom(manifest: ReleaseManifest): RemotesFile | null {
  const entries: Partial<Record<string, { entry: string; version: string }>> = {};
  for (const app of REMOTE_APPS) {
    const current = manifest.apps[app].current;
    if (current === null) return null;
    entries[REMOTE_NAME_OF[app]] = {
      entry: remoteEntryUrl(manifest.remotesBaseUrl, app, current),
      version: current,
    };
  }
  return parseRemotesFile(entries);
}
