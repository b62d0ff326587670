import { expect, test, watchPage } from './support/fixtures';
import {
  accessLog,
  isRunning,
  restartApi,
  stopProcess,
  type TopologyState,
} from './support/topology';

/**
 * Stopping one API instance (SIGTERM, as an orchestrator does) while requests flow loses none
 * of them: the instance drains what it has, nginx retries connection errors on the other one.
 */
const upstreamOf = (state: TopologyState, name: 'a' | 'b') =>
  `127.0.0.1:${state.apis.find((api) => api.name === name)!.port}`;

test('stopping one API instance mid-stream loses no request', async ({ request, topology }) => {
  const a = topology.apis.find((api) => api.name === 'a')!;
  const logStart = accessLog(topology).length;
  const statuses: number[] = [];
  let stopping: Promise<void> | null = null;
  try {
    for (let i = 0; i < 50; i += 1) {
      if (i === 15) stopping = stopProcess(a.pid, 'SIGTERM'); // not awaited: requests keep coming
      const response = await request.get(i % 5 === 4 ? '/remotes.json' : '/api/health');
      statuses.push(response.status());
    }
    await stopping;
    expect(isRunning(a.pid)).toBe(false);
    // And after it is gone for good.
    for (let i = 0; i < 10; i += 1) statuses.push((await request.get('/api/health')).status());
  } finally {
    if (stopping) await stopping;
    await restartApi('a');
  }

  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  expect(statuses).toHaveLength(60);
  const served = accessLog(topology)
    .slice(logStart)
    .filter((l) => l.request.startsWith('GET /api/health'));
  const answeredBy = (name: 'a' | 'b') =>
    served.filter((l) => l.answeredBy === upstreamOf(topology, name));
  // Round-robin before the stop, then only the survivor.
  expect(answeredBy('a').length).toBeGreaterThan(0);
  expect(answeredBy('b').length).toBeGreaterThan(answeredBy('a').length);
  expect(served.every((l) => l.status === 200)).toBe(true);
});

test('a visitor keeps browsing while an API instance stops', async ({ page, topology }) => {
  const b = topology.apis.find((api) => api.name === 'b')!;
  // Only failures of the API matter here; other spec files check the rest of the page.
  const problems = watchPage(page, (url) => !new URL(url).pathname.startsWith('/api/'));
  try {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const stopping = stopProcess(b.pid, 'SIGTERM');
    for (const route of ['/blog', '/tips', '/impact']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
    await stopping;
  } finally {
    await restartApi('b');
  }
  expect(problems.list.filter((p) => !p.startsWith('console error'))).toEqual([]);
  expect(problems.list.filter((p) => /\b50[234]\b/.test(p))).toEqual([]);
});
