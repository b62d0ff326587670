import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, watchPage } from './support/fixtures';
import { currentVersion, release, rollback, type TopologyState } from './support/topology';

/**
 * Behind nginx the API instances render the pages from the live releases: releasing or rolling
 * back the public site switches what they render with, without a restart or a shell build, and
 * a public site whose server container cannot load falls back to the client-rendered document.
 */
test.describe.configure({ mode: 'serial' });

/** The public-site release a rendered page names in its preloads, or null for an unrendered one. */
async function renderedWith(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const version = /<link rel="preload" as="script" href="\/remotes\/public-site\/([^/]+)\//.exec(
    html,
  )?.[1];
  return { version: version ?? null, html };
}

const apiLogs = (topology: TopologyState) =>
  ['a', 'b']
    .map((name) => readFileSync(path.join(topology.root, 'logs', `api-${name}.log`), 'utf8'))
    .join('\n');

let before = '';
let after = '';

test('pages arrive rendered from the live public-site release, through nginx', async ({
  request,
  topology,
}) => {
  before = currentVersion(topology, 'public-site');
  const about = await renderedWith(request, '/about');
  expect(about.version).toBe(before);
  expect(about.html).toMatch(/<h1[^>]*>Our Mission<\/h1>/);
  expect(about.html).toContain('Topology Test Campaign');
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('404 Page Not Found');
});

test('a plain form post is taken by the API behind nginx', async ({ request, topology }) => {
  const response = await request.post('/contact', {
    form: {
      form: 'contact',
      name: 'Topology Visitor',
      email: 'topology-form@example.org',
      message: 'Posted through nginx without JavaScript.',
    },
    headers: { Origin: topology.baseUrl },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()['location']).toBe('/contact?sent=1#contact-form-title');
  const refused = await request.post('/contact', {
    form: { form: 'contact', name: 'T', email: 'x', message: 'short' },
    headers: { Origin: topology.baseUrl },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('Message must be at least 10 characters');
});

test('releasing and rolling back the public site switches the render, with no restart', async ({
  page,
  request,
  topology,
}) => {
  after = await release(topology, 'public-site');
  expect(after).not.toBe(before);
  // Each instance reads remotes.json when it renders: both answer with the new release now.
  for (let i = 0; i < 4; i += 1)
    expect((await renderedWith(request, '/values')).version).toBe(after);

  // The browser hydrates the page from the release it was rendered with.
  const problems = watchPage(page);
  await page.goto('/values');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Values');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tips' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tips & Tricks');
  expect(problems.list).toEqual([]);

  expect(await rollback(topology, 'public-site')).toBe(before);
  for (let i = 0; i < 4; i += 1)
    expect((await renderedWith(request, '/values')).version).toBe(before);
});

test('a public site whose server container cannot load falls back to the browser, and says so', async ({
  page,
  request,
  topology,
}) => {
  // A release whose server build is missing: the instances cannot render with it.
  const entry = path.join(topology.envDir, 'public-site', after, 'server', 'remoteEntry.cjs');
  renameSync(entry, `${entry}.hidden`);
  try {
    expect(await rollback(topology, 'public-site', ['--to', after])).toBe(after);
    const fallback = await renderedWith(request, '/values');
    expect(fallback.version).toBeNull();
    expect(fallback.html).toContain('<div id="root"></div>');
    expect(fallback.html).toContain(`/remotes/public-site/${after}/mf-manifest.json`);
    expect(apiLogs(topology)).toContain('server rendering unavailable');

    // The page still works: the browser renders it from the same release.
    const problems = watchPage(page);
    await page.goto('/values');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Values');
    expect(problems.list).toEqual([]);
  } finally {
    renameSync(`${entry}.hidden`, entry);
  }
  // Once the container is back, the pages are rendered again, without a restart.
  expect((await renderedWith(request, '/values')).version).toBe(after);
  expect(await rollback(topology, 'public-site', ['--to', before])).toBe(before);
});
