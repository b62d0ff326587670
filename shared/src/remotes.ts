import { z } from 'zod';

/** The names the remotes are built and registered under. */
export const REMOTE_NAMES = ['public_site', 'admin_console'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * `/remotes.json`: where the shell finds each remote at run time. `entry` is the remote's
 * `mf-manifest.json` URL, absolute or relative to the page's origin.
 */
export const remotesFileSchema = z.object({
  public_site: z.object({ entry: z.string().min(1), version: z.string().optional() }),
  admin_console: z.object({ entry: z.string().min(1), version: z.string().optional() }),
});
export type RemotesFile = z.infer<typeof remotesFileSchema>;
