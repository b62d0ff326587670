import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { ENV_NAME, currentVersion, release, rollback, runScript } from './support/topology';

/**
 * A remote built against another major version of the @campaign/shared contract: the release
 * script refuses it, and if it is forced out anyway the shell refuses to mount it (the rest of
 * the site keeps working) until a rollback.
 */
test('an admin console of another contract major is refused, then a rollback fixes it', async ({
  page,
  topology,
}) => {
  const good = currentVersion(topology, 'admin-console');
  const bad = path.join(topology.root, 'admin-console-contract-99');
  cpSync(path.join(topology.envDir, 'admin-console', good), bad, { recursive: true });
  const manifestFile = path.join(bad, 'mf-manifest.json');
  const mf = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: Record<string, unknown>;
  };
  mf.metaData.contractVersion = '99.0.0';
  writeFileSync(manifestFile, JSON.stringify(mf));
  // A build writes its precompressed copies too (nginx sends those): keep them in step.
  if (existsSync(`${manifestFile}.gz`))
    writeFileSync(`${manifestFile}.gz`, gzipSync(JSON.stringify(mf)));
  if (existsSync(`${manifestFile}.br`))
    writeFileSync(`${manifestFile}.br`, brotliCompressSync(JSON.stringify(mf)));

  const refused = await runScript(
    'release',
    ['admin-console', '--env', ENV_NAME, '--from', bad],
    topology.releasesDir,
  );
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/contract 99\.0\.0/);
  expect(currentVersion(topology, 'admin-console')).toBe(good);

  const forced = await release(topology, 'admin-console', ['--from', bad, '--force']);
  try {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto('/admin');
    await expect(page.getByRole('alert').filter({ hasText: /couldn.t load/i })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('banner')).toBeVisible();
    expect(
      messages.some((m) => /refusing remote admin_console/.test(m) && /99\.0\.0/.test(m)),
    ).toBe(true);

    // The public site is not affected.
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert').filter({ hasText: /couldn.t load/i })).toHaveCount(0);
  } finally {
    expect(await rollback(topology, 'admin-console')).toBe(good);
  }
  expect(forced).not.toBe(good);

  const fresh = await page.context().browser()!.newPage({ baseURL: topology.baseUrl });
  try {
    const manifestRequest = fresh.waitForRequest(
      (r) =>
        new URL(r.url()).pathname.endsWith('/mf-manifest.json') &&
        r.url().includes('/remotes/admin-console/'),
    );
    await fresh.goto('/admin');
    expect(new URL((await manifestRequest).url()).pathname).toBe(
      `/remotes/admin-console/${good}/mf-manifest.json`,
    );
    await fresh.waitForLoadState('networkidle');
    await expect(fresh.getByRole('alert').filter({ hasText: /couldn.t load/i })).toHaveCount(0);
  } finally {
    await fresh.close();
  }
});
