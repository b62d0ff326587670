/**
 * The machine's Chromium, which every browser this project starts is (never a downloaded one):
 * the e2e and topology suites, `pnpm lighthouse`, `pnpm size` and `pnpm screenshots`. Debian's
 * package installs it here; CHROMIUM_PATH names another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags of every run. No sandbox: CI runs as root, where Chromium's sandbox cannot start. No
 * GPU: a build machine has none. /tmp instead of /dev/shm, which is small in containers. And none
 * of the browser's own traffic (first-run pages, updates, sync, QUIC probes), which would add
 * requests to what a test or a measurement sees.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
