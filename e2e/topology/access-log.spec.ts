import { SET_PASSWORD_PATH } from '@campaign/shared';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { accessLog } from './support/topology';

/**
 * nginx logs each request's path without its query string: a one-time set-password link's
 * token, or an organiser's search for someone's email, must not end up in a log file.
 */
test('the access log keeps paths, never query strings', async ({ request, topology }) => {
  const logStart = accessLog(topology).length;
  const token = 'tok3nThatMustNotBeLogged';
  const link = await request.get(`${SET_PASSWORD_PATH}?token=${token}`);
  expect(link.status()).toBe(410); // not a real link
  await request.get('/api/admin/pledges?q=someone%40example.org');

  // nginx writes a request's line as it finishes the request, which can be just after the
  // client has read the answer: wait for both lines rather than read the file once.
  await expect
    .poll(() =>
      accessLog(topology)
        .slice(logStart)
        .map((line) => line.request),
    )
    .toEqual(
      expect.arrayContaining([
        `GET ${SET_PASSWORD_PATH} HTTP/1.1`,
        'GET /api/admin/pledges HTTP/1.1',
      ]),
    );
  const log = readFileSync(topology.nginx.accessLog, 'utf8');
  expect(log).not.toContain(token);
  expect(log).not.toContain('someone');
});
