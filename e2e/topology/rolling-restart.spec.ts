import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { expect, test } from './support/fixtures';
import { restartApi, storedPledgeEmails } from './support/topology';

/**
 * A rolling restart (each API instance taken out of nginx, stopped with SIGTERM and started
 * again, one after the other, as docs/deployment.md says) under steady visitor traffic through nginx: no answer other
 * than 2xx, and every pledge acknowledged is stored exactly once (none lost, none twice).
 */

/**
 * One request on its own connection. A graceful nginx reload (one step of the restart) closes
 * idle kept-alive client connections, and a request sent down one at that instant fails; a
 * browser sends it again by itself, Node's fetch does not. Fresh connections keep this test
 * about what the restart of an API instance does, which no client can retry for it.
 */
function send(url: string, method: 'GET' | 'POST', body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: false,
        headers: body ? { 'Content-Type': 'application/json' } : {},
      },
      (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Clients that keep one request each in flight: enough to catch a gap, bounded on a shared machine. */
const POSTERS = 2;
const READERS = 3;
const READ_PATHS = ['/api/health', '/api/stats', '/', '/blog', '/remotes.json'];

interface Tally {
  requests: number;
  failures: string[];
  acknowledged: string[];
}

async function keepPosting(
  baseUrl: string,
  prefix: string,
  worker: number,
  tally: Tally,
  stop: () => boolean,
) {
  for (let n = 0; !stop(); n += 1) {
    const email = `${prefix}${worker}-${n}@example.org`;
    tally.requests += 1;
    try {
      const status = await send(
        `${baseUrl}/api/pledges`,
        'POST',
        JSON.stringify({ name: 'Rolling Restart', email }),
      );
      if (status === 201) tally.acknowledged.push(email);
      else tally.failures.push(`POST /api/pledges ${status}`);
    } catch (error) {
      tally.failures.push(`POST /api/pledges ${String(error)}`);
    }
  }
}

async function keepReading(baseUrl: string, worker: number, tally: Tally, stop: () => boolean) {
  for (let n = worker; !stop(); n += 1) {
    const path = READ_PATHS[n % READ_PATHS.length]!;
    tally.requests += 1;
    try {
      const status = await send(`${baseUrl}${path}`, 'GET');
      if (status < 200 || status > 299) tally.failures.push(`GET ${path} ${status}`);
    } catch (error) {
      tally.failures.push(`GET ${path} ${String(error)}`);
    }
  }
}

test('restarting each API instance in turn under load fails no request and loses no pledge', async ({
  topology,
}) => {
  // Two drains (5 s each), two starts, and nginx taking each instance back.
  test.setTimeout(150_000);
  const prefix = `rolling-${randomBytes(4).toString('hex')}-`;
  const tally: Tally = { requests: 0, failures: [], acknowledged: [] };
  let stopped = false;
  const stop = () => stopped;
  const load = Promise.all([
    ...Array.from({ length: POSTERS }, (_, i) =>
      keepPosting(topology.baseUrl, prefix, i, tally, stop),
    ),
    ...Array.from({ length: READERS }, (_, i) => keepReading(topology.baseUrl, i, tally, stop)),
  ]);
  try {
    await restartApi('a');
    await restartApi('b');
  } finally {
    stopped = true;
    await load;
  }

  const stored = await storedPledgeEmails(topology, prefix);
  console.log(
    `[rolling restart] ${tally.requests} requests, ${tally.failures.length} not 2xx; ` +
      `${tally.acknowledged.length} pledges acknowledged, ${stored.length} stored`,
  );
  expect(tally.failures).toEqual([]);
  expect(tally.acknowledged.length).toBeGreaterThan(0);
  expect([...stored].sort()).toEqual([...tally.acknowledged].sort());
});
