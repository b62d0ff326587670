import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { NAV_ITEMS } from '@campaign/shared';
import { expect, test, watchPage } from './support/fixtures';
import {
  currentVersion,
  manifest,
  release,
  rollback,
  sha256,
  treeDigest,
  type TopologyState,
} from './support/topology';

/**
 * Independent releases: the admin console ships and rolls back on its own while visitors keep
 * browsing, and not one byte of the shell changes.
 */
test.describe.configure({ mode: 'serial' });

interface ShellFingerprint {
  disk: { shell: Record<string, string>; pool: Record<string, string> };
  http: Record<string, string>;
}

/** Every shell file on disk (all releases, the current link, the pool) and as nginx serves it. */
async function shellFingerprint(
  topology: TopologyState,
  request: APIRequestContext,
): Promise<ShellFingerprint> {
  const html = await (await request.get('/')).body();
  const chunks = [...html.toString().matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map(
    (m) => m[1]!,
  );
  expect(chunks.length).toBeGreaterThan(0);
  // The document itself is rendered for each visit (it names the live remotes and shows the
  // live figures); the shell's own files are what must not change.
  const http: Record<string, string> = {};
  for (const url of ['/theme-init.js', ...chunks]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    http[url] = sha256(await response.body());
  }
  return {
    disk: {
      shell: treeDigest(path.join(topology.envDir, 'shell')),
      pool: treeDigest(path.join(topology.envDir, 'shell-static')),
    },
    http,
  };
}

const ADMIN_MANIFEST = /^\/remotes\/admin-console\/([^/]+)\/mf-manifest\.json$/;

/** Opens /admin as a brand-new visitor and returns the admin version its shell loaded. */
async function adminVersionSeenByNewVisitor(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const versions = new Set<string>();
    page.on('request', (r) => {
      const match = new URL(r.url()).pathname.match(/^\/remotes\/admin-console\/([^/]+)\//);
      if (match) versions.add(decodeURIComponent(match[1]!));
    });
    const entry = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname.endsWith('/remoteEntry.js') &&
        r.url().includes('/remotes/admin-console/'),
    );
    const manifestRequest = page.waitForRequest((r) =>
      ADMIN_MANIFEST.test(new URL(r.url()).pathname),
    );
    await page.goto('/admin');
    const version = decodeURIComponent(
      new URL((await manifestRequest).url()).pathname.match(ADMIN_MANIFEST)![1]!,
    );
    const entryResponse = await entry;
    expect(entryResponse.status()).toBe(200);
    expect(new URL(entryResponse.url()).pathname).toBe(
      `/remotes/admin-console/${encodeURIComponent(version)}/remoteEntry.js`,
    );
    await page.waitForLoadState('networkidle');
    // Everything of the admin console came from that one release.
    expect([...versions]).toEqual([version]);
    return version;
  } finally {
    await context.close();
  }
}

/** Visits public routes in turn: a full page load, then a click on the header link, and so on. */
async function browse(page: Page, step: number) {
  const item = NAV_ITEMS[step % NAV_ITEMS.length]!;
  if (step % 2 === 0) {
    await page.goto(item.to);
  } else {
    await page
      .getByRole('banner')
      .getByRole('link', { name: item.label, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === item.to);
  }
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /couldn.t load/i })).toHaveCount(0);
}

let shellBefore: ShellFingerprint;
let adminBefore: string;
let adminAfter: string;

test('a visitor browses the public site while a new admin console is released, without any error', async ({
  page,
  request,
  topology,
}) => {
  adminBefore = currentVersion(topology, 'admin-console');
  shellBefore = await shellFingerprint(topology, request);
  const problems = watchPage(page);

  await browse(page, 0);
  let done = false;
  const releasing = release(topology, 'admin-console').finally(() => (done = true));
  let step = 1;
  let duringRelease = 0;
  while (!done && step < 60) {
    await browse(page, step++);
    duringRelease += 1;
  }
  adminAfter = await releasing;
  for (const end = step + 3; step < end; step += 1) await browse(page, step);

  expect(duringRelease).toBeGreaterThan(0);
  expect(adminAfter).not.toBe(adminBefore);
  expect(problems.list).toEqual([]);
});

test('a new visitor gets the new admin console while the shell files stay byte-identical', async ({
  browser,
  request,
  topology,
}) => {
  expect(await (await request.get('/remotes.json')).json()).toMatchObject({
    admin_console: {
      entry: `/remotes/admin-console/${adminAfter}/mf-manifest.json`,
      version: adminAfter,
    },
  });
  expect(await adminVersionSeenByNewVisitor(browser, topology.baseUrl)).toBe(adminAfter);
  expect(await shellFingerprint(topology, request)).toEqual(shellBefore);
});

test('the previous admin console stays available for pages that still use it', async ({
  request,
  topology,
}) => {
  const files = Object.keys(
    treeDigest(path.join(topology.envDir, 'admin-console', adminBefore)),
  ).filter((file) => !file.endsWith('.map'));
  expect(files).toContain('remoteEntry.js');
  for (const file of files) {
    const response = await request.get(`/remotes/admin-console/${adminBefore}/${file}`);
    expect(response.status(), file).toBe(200);
  }
});

test('rollback restores the previous admin console, still without touching the shell', async ({
  browser,
  request,
  topology,
}) => {
  expect(await rollback(topology, 'admin-console')).toBe(adminBefore);
  expect((await (await request.get('/remotes.json')).json()) as unknown).toMatchObject({
    admin_console: { version: adminBefore },
  });
  expect(await adminVersionSeenByNewVisitor(browser, topology.baseUrl)).toBe(adminBefore);
  expect(await shellFingerprint(topology, request)).toEqual(shellBefore);
  // Both releases are kept: rolling forward again is one command away.
  expect(manifest(topology).apps['admin-console'].history.map((r) => r.version)).toEqual(
    expect.arrayContaining([adminBefore, adminAfter]),
  );
});

test('an open page keeps working while the shell itself is released and rolled back', async ({
  page,
  topology,
}) => {
  const problems = watchPage(page);
  const shellBeforeRelease = currentVersion(topology, 'shell');
  await browse(page, 0);
  const shellAfter = await release(topology, 'shell');
  expect(shellAfter).not.toBe(shellBeforeRelease);
  for (let step = 1; step < 4; step += 1) await browse(page, step);
  expect(await rollback(topology, 'shell')).toBe(shellBeforeRelease);
  for (let step = 4; step < 7; step += 1) await browse(page, step);
  expect(problems.list).toEqual([]);
});
